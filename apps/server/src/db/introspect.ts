import { sql } from 'drizzle-orm';
import { statSync } from 'node:fs';
import type { Db } from './client';
import { isSqlite } from './transaction';

/**
 * Questions about the database itself rather than its rows; the answers are dialect-specific,
 * so they are asked here and nowhere else.
 */

/** Throws when the database cannot be read (connection closed, file unreadable, server down). */
export async function pingDatabase(db: Db): Promise<void> {
  // `select 1` reaches the engine on both; on SQLite reading the schema page also proves the file.
  if (isSqlite(db)) db.$client.prepare('select count(*) from sqlite_master').pluck().get();
  else await db.run(sql`select 1`);
}

/** Bytes the database takes: on SQLite its pages plus the write-ahead log not yet checkpointed. */
export async function databaseSizeBytes(db: Db): Promise<number> {
  if (!isSqlite(db)) {
    const result = (await db.run(sql`select pg_database_size(current_database()) as size`)) as unknown as { rows: { size: string | number }[] };
    return Number(result.rows[0]?.size ?? 0);
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
