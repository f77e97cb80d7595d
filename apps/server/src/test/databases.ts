import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeConfiguredDatabase, openConfiguredDatabase, type Database } from '../db/open';
import { freshPostgresDatabase } from './postgres';

/** The dialects every suite that runs "on both" iterates: `describe.each(TEST_DIALECTS)`. */
export const TEST_DIALECTS = ['sqlite', 'postgres'] as const;
export type TestDialect = (typeof TEST_DIALECTS)[number];

export interface TestDatabase {
  database: Database;
  /** The configuration that opens it again (for a server process under test): DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** Closes it and removes it (the SQLite folder, the PostgreSQL database). */
  close(): Promise<void>;
}

/**
 * A fresh, empty, migrated database of either dialect, opened through db/open.ts as the server
 * opens its own: SQLite in a new temporary DATA_DIR, PostgreSQL as a new database (see postgres.ts
 * for which server).
 */
export async function freshTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'tvb-test-'));
    const database = await openConfiguredDatabase({ dataDir, databaseUrl: undefined, databasePoolSize: 1 });
    return {
      database,
      env: { DATA_DIR: dataDir },
      close: async () => {
        await closeConfiguredDatabase(database);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const fresh = await freshPostgresDatabase();
  return { database: { dialect: 'postgres', db: fresh.db }, env: { DATABASE_URL: fresh.url }, close: fresh.drop };
}
