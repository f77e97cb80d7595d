import { is } from 'drizzle-orm';
import { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';
import type { PgDb } from './postgres';
import { groupCommit, insideGroup } from './group-commit';

/** The handle a transaction's work writes through: the same query-builder surface as `Db`. */
export type Tx = Db;

/**
 * Runs `work` in one transaction and resolves with its result once committed; a throw rolls the
 * work back and rejects. The only way services open a transaction, on either dialect:
 *
 * - PostgreSQL: drizzle's `db.transaction(async (tx) => …)`, its own transaction per call.
 * - SQLite (better-sqlite3, one connection, synchronous transactions in drizzle): the work joins
 *   the connection's group commit (db/group-commit.ts), which runs transactions one after the
 *   other, never interleaved, those arriving in one event-loop turn committed together.
 *
 * Rules for the work: write through `tx` only; await only database calls inside it (hash
 * passwords, call providers before or after); a nested `inTransaction` joins the open one.
 *
 * Rule for everything outside a transaction, SQLite only: the connection is shared, so a
 * statement run while another request's transaction is open becomes part of it. Therefore every
 * write goes through `inTransaction` (a single statement too), so it cannot be rolled back with
 * someone else's work; a read outside a transaction may see rows of a transaction that has not
 * committed yet, so a write never relies on such a read: read and write in the same transaction.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T> | T): Promise<T> {
  if (isSqlite(db)) {
    if (insideGroup(db)) return Promise.resolve().then(() => work(db));
    return groupCommit(db).run(() => work(db));
  }
  // PostgreSQL presents drizzle's async transaction; its `tx` has the same query-builder surface.
  const pg = db as unknown as { transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R> };
  return pg.transaction(async (tx) => work(tx));
}

/**
 * Runs the reads of `work` on one consistent view of the database, as of one moment. PostgreSQL:
 * a REPEATABLE READ, read-only transaction. SQLite: a turn of the connection's group commit,
 * between other transactions (a read outside one could see rows of a transaction that is still
 * open and may roll back).
 */
export function inSnapshot<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (isSqlite(db)) return inTransaction(db, work);
  const pg = db as unknown as {
    transaction<R>(fn: (tx: Tx) => Promise<R>, config: { isolationLevel: 'repeatable read'; accessMode: 'read only' }): Promise<R>;
  };
  return pg.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Whether `db` is the embedded SQLite database (dialect-specific code asks this, in db/ only). */
export function isSqlite(db: Db | PgDb): db is Db {
  return is(db, BaseSQLiteDatabase);
}
