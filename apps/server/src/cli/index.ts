import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedStations } from '../db/seed';
import { systemClock } from '../lib/clock';
import { catalogueFile } from '../server';

const USAGE = `Usage: cli <command>
  migrate                 apply pending migrations to DATA_DIR/app.db
  seed                    add the station catalogue's missing stations (idempotent)`;

if (existsSync('.env')) process.loadEnvFile('.env');

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
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
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
