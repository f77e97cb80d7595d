import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { AppError } from '../lib/errors';
import { createAdminCommand, promptHidden, resetAdminPasswordCommand } from './admin-commands';
import { backupDatabase, defaultBackupFile, postgresBackupAdvice } from './backup';
import { closeConfiguredDatabase, openConfiguredDatabase, serviceDb, sqliteFile } from '../db/open';
import { seedStations } from '../db/seed';
import { systemClock } from '../lib/clock';
import { catalogueFile } from '../server';

const USAGE = `Usage: cli <command>
  migrate                          apply pending migrations (DATA_DIR/app.db, or PostgreSQL when DATABASE_URL is set)
  seed                             add the station catalogue's missing stations (idempotent)
  create-admin <username>          add an admin (password from ADMIN_PASSWORD, typed, or generated and printed)
  reset-admin-password <username>  set a new admin password and revoke that admin's tokens
  backup [file]                    online copy of DATA_DIR/app.db, safe while the server runs (default DATA_DIR/backups/app-<time>.db);
                                   with DATABASE_URL: how to back PostgreSQL up with pg_dump`;

// `pnpm db:seed` and `pnpm --filter @app/server cli ...` run this inside apps/server; work from
// where the command was typed, so DATA_DIR=data means the same folder `pnpm start` uses.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
if (existsSync('.env')) process.loadEnvFile('.env');

async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  const config = loadConfig();
  if (command === 'backup' && config.databaseUrl) {
    // A PostgreSQL server is backed up with its own tools; nothing is copied, so not a success.
    console.error(postgresBackupAdvice(systemClock.now()));
    return 1;
  }
  if (!['migrate', 'seed', 'create-admin', 'reset-admin-password', 'backup'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const database = await openConfiguredDatabase(config);
  try {
    if (command === 'migrate') {
      console.log(`migrations applied (${database.dialect === 'postgres' ? 'PostgreSQL' : sqliteFile(config)})`);
      return 0;
    }
    const db = serviceDb(database);
    switch (command) {
      case 'seed': {
        const added = await seedStations(db, systemClock, catalogueFile);
        console.log(`seed: ${added} station(s) added`);
        return 0;
      }
      case 'create-admin':
      case 'reset-admin-password': {
        const io = {
          envPassword: config.admin.password,
          prompt: process.stdin.isTTY ? promptHidden : undefined,
          print: (text: string) => process.stdout.write(text),
        };
        const run = command === 'create-admin' ? createAdminCommand : resetAdminPasswordCommand;
        return await run({ db, clock: systemClock }, arg, io);
      }
      default: {
        // PostgreSQL was answered above (pg_dump advice); this is SQLite's online copy.
        if (database.dialect !== 'sqlite') return 1;
        const done = await backupDatabase(database.db.$client, arg ?? defaultBackupFile(config.dataDir, systemClock.now()), { ownFolder: !arg });
        console.log(`backup written: ${done.file} (${done.bytes} bytes)`);
        return 0;
      }
    }
  } finally {
    await closeConfiguredDatabase(database);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError || err instanceof AppError ? err.message : err);
    process.exit(1);
  },
);
