import { sql } from 'drizzle-orm';
import { statSync } from 'node:fs';
import type { Db } from './client';
import { pingPostgres, type PgDb } from './postgres';
import { selectRows } from './sql';
import { isSqlite } from './transaction';

/**
 * Questions about the database itself rather than its rows; the answers are dialect-specific,
 * so they are asked here and nowhere else.
 */

/** Throws when the database cannot be read (connection closed, file unreadable, server down). */
export async function pingDatabase(db: Db | PgDb): Promise<void> {
  // On SQLite reading the schema page proves the connection and the file; on PostgreSQL one
  // round trip through the pool.
  if (isSqlite(db)) db.$client.prepare('select count(*) from sqlite_master').pluck().get();
  else await pingPostgres(db);
}

/** Bytes the database takes: on SQLite its pages plus the write-ahead log not yet checkpointed. */
export async function databaseSizeBytes(db: Db): Promise<number> {
  if (!isSqlite(db)) {
    const [row] = await selectRows<{ size: string | number }>(db, sql`select pg_database_size(current_database()) as size`);
    return Number(row?.size ?? 0);
  }
  const sqlite = db.$client;
  const pages = (sqlite.pragma('page_count', { simple: true }) as number) * (sqlite.pragma('page_size', { simple: true }) as number);
  let wal = 0;
  try {
    if (sqlite.name !== ':memory:') wal = statSync(`${sqlite.name}-wal`).size;
  } catch {
    // No WAL file right now (after a checkpoint that truncated it, or a fresh database).
  }
  return pages + wal;
}
