import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/db/client';
import { closeConfiguredDatabase, openConfiguredDatabase, serviceDb } from '../../src/db/open';
import { freshTestDatabase, type TestDialect } from '../../src/test/databases';

/** A fresh database of either dialect for a server process under test, and reads of it. */
export interface ServerDatabase {
  dialect: TestDialect;
  /**
   * For startServerProcess: the database (DATA_DIR or DATABASE_URL) and, on both dialects, a
   * DATA_DIR of its own for the server's files (the mail folder when no SMTP_URL is set).
   */
  env: Record<string, string>;
  /**
   * Runs `read` through drizzle's query builder (client.ts's `Db` rule, so the same query on both
   * dialects). SQLite: on a connection opened for this read and closed after it, as a separate
   * reader of the server's file (WAL allows it), so that the test holds no connection when a
   * server is killed and the next one recovers the file alone. PostgreSQL: on the test's pool.
   */
  read<T>(read: (db: Db) => Promise<T>): Promise<T>;
  /**
   * 'ok', or what is wrong with what a killed server left behind. SQLite: `PRAGMA
   * integrity_check` of the file. PostgreSQL: the killed process was a client, so the database
   * server's storage was never at risk (its own crash safety is PostgreSQL's, not this app's),
   * and no file check applies; what a killed client can leave behind is a transaction still
   * open on the server, holding its locks: every session on the database must be out of one.
   */
  integrity(): Promise<string>;
  /** Removes the database and the server's DATA_DIR. */
  close(): Promise<void>;
}

export async function serverDatabase(dialect: TestDialect): Promise<ServerDatabase> {
  const fresh = await freshTestDatabase(dialect);
  if (fresh.database.dialect === 'sqlite') {
    const dataDir = fresh.env.DATA_DIR;
    if (!dataDir) throw new Error('a SQLite test database without DATA_DIR');
    // Created and migrated; the test's own connection closes now (see read()).
    await closeConfiguredDatabase(fresh.database);
    const withConnection = async <T>(read: (db: Db) => Promise<T>): Promise<T> => {
      const database = await openConfiguredDatabase({ dataDir, databaseUrl: undefined, databasePoolSize: 1 }, { migrate: false });
      try {
        return await read(serviceDb(database));
      } finally {
        await closeConfiguredDatabase(database);
      }
    };
    return {
      dialect,
      env: { DATA_DIR: dataDir },
      read: withConnection,
      // The file check is SQLite's own pragma, on the SQLite connection (nothing to say it in drizzle).
      integrity: () => withConnection((db) => Promise.resolve(db.$client.pragma('integrity_check', { simple: true }) as string)),
      close: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const pg = fresh.database.db;
  const dataDir = mkdtempSync(join(tmpdir(), 'tvb-proof-files-'));
  return {
    dialect,
    env: { ...fresh.env, DATA_DIR: dataDir },
    read: (read) => read(serviceDb(fresh.database)),
    integrity: async () => {
      const { rows } = await pg.execute<{ pid: number; state: string }>(
        // Left, not passing through: the running server's own transaction sits idle between two
        // of its statements for a moment (CI once caught one so), a session left behind stays.
        sql`select pid, state from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and state_change < now() - interval '2 seconds'`,
      );
      return rows.length ? `sessions left in a transaction: ${JSON.stringify(rows)}` : 'ok';
    },
    close: async () => {
      await fresh.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
