import { join } from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Db } from './client';
import { runMigrations } from './migrate';
import { closePostgres, openPostgres, runPgMigrations, type PgDb, type PostgresOptions } from './postgres';

/**
 * The database the configuration names: PostgreSQL when DATABASE_URL is set, else SQLite at
 * DATA_DIR/app.db. The two drizzle handles have the same table names and row shapes
 * (schema/ and schema-pg/), so code written against drizzle's query builder serves both.
 */
export type Database = { dialect: 'sqlite'; db: Db } | { dialect: 'postgres'; db: PgDb };

export type DatabaseConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>;

/** Where SQLite keeps the data: DATA_DIR/app.db. */
export const sqliteFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'app.db');

/**
 * Opens the configured database and, unless `migrate: false`, applies its pending migrations
 * (SQLite: migrations/, PostgreSQL: migrations-pg/).
 */
export async function openConfiguredDatabase(
  config: DatabaseConfig,
  opts: { migrate?: boolean } & Pick<PostgresOptions, 'onIdleError' | 'connectionTimeoutMs'> = {},
): Promise<Database> {
  const database: Database = config.databaseUrl
    ? {
        dialect: 'postgres',
        db: openPostgres(config.databaseUrl, { ...opts, poolSize: config.databasePoolSize }),
      }
    : { dialect: 'sqlite', db: openDatabase(sqliteFile(config)) };
  if (opts.migrate !== false) {
    try {
      await migrateDatabase(database);
    } catch (err) {
      await closeConfiguredDatabase(database);
      throw err;
    }
  }
  return database;
}

/**
 * The handle services are written against: client.ts's `Db`, whose rule (only what both
 * dialects' query builders have) lets the PostgreSQL handle stand in for it. Why this cast stays,
 * and what it costs: docs/decisions/0014, addendum.
 */
export function serviceDb(database: Database): Db {
  return database.dialect === 'sqlite' ? database.db : (database.db as unknown as Db);
}

/** Applies every pending migration; safe at each start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.dialect === 'postgres') await runPgMigrations(database.db);
  else runMigrations(database.db);
}

export async function closeConfiguredDatabase(database: Database): Promise<void> {
  if (database.dialect === 'postgres') await closePostgres(database.db);
  else database.db.$client.close();
}
