import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { AppError } from '../lib/errors';
import { createAdminCommand, promptHidden, resetAdminPasswordCommand } from './admin-commands';
import { backupDatabase, defaultBackupFile } from './backup';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedStations } from '../db/seed';
import { systemClock } from '../lib/clock';
import { catalogueFile } from '../server';

const USAGE = `Usage: cli <command>
  migrate                          apply pending migrations to DATA_DIR/app.db
  seed                             add the station catalogue's missing stations (idempotent)
  create-admin <username>          add an admin (password from ADMIN_PASSWORD, typed, or generated and printed)
  reset-admin-password <username>  set a new admin password and revoke that admin's tokens
  backup [file]                    online copy of DATA_DIR/app.db, safe while the server runs (default DATA_DIR/backups/app-<time>.db)`;

// `pnpm db:seed` and `pnpm --filter @app/server cli ...` run this inside apps/server; work from
// where the command was typed, so DATA_DIR=data means the same folder `pnpm start` uses.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
if (existsSync('.env')) process.loadEnvFile('.env');

async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  const config = loadConfig();
  const db = openDatabase(join(config.dataDir, 'app.db'));
  try {
    runMigrations(db);
    switch (command) {
      case 'migrate':
        console.log('migrations applied');
        return 0;
      case 'seed': {
        const added = seedStations(db, systemClock, catalogueFile);
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
      case 'backup': {
        const done = await backupDatabase(db.$client, arg ?? defaultBackupFile(config.dataDir, systemClock.now()), { ownFolder: !arg });
        console.log(`backup written: ${done.file} (${done.bytes} bytes)`);
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    db.$client.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError || err instanceof AppError ? err.message : err);
    process.exit(1);
  },
);
