import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files';
import * as schema from './schema';
import { cacheStatements } from './statement-cache';

/**
 * The database handle every service is written against, once for both dialects.
 *
 * At compile time it is the SQLite drizzle type. Under DATABASE_URL=postgres://… the handle is a
 * drizzle PostgreSQL database instead, which presents the same query-builder surface at run time.
 * The rule that keeps services dialect-neutral:
 * - use only what both dialects have: `await db.select()…` (rows as an array; `[0]` for one row,
 *   never `.get()`), `await db.insert()…`, `.returning()`, `.onConflictDoUpdate()`,
 *   `.onConflictDoNothing()`; never `.all()`, `.get()`, `.run()`, `.values()`, `.prepare()`,
 *   `$client` or `.changes` (the count of a write is `.returning()`'s length);
 * - raw `sql` only when the text is the same on SQLite and PostgreSQL 15; anything
 *   dialect-specific stands behind a small function in db/ that says so;
 * - transactions only through `inTransaction` (db/transaction.ts).
 */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens (creating if needed) the SQLite file with WAL, foreign keys and a busy timeout.
 * Temporary storage stays in memory: above all the savepoint journal of a group commit (each
 * order's savepoint keeps the pages it first touches), which otherwise spills to a temporary
 * file after 64 KiB and costs a write system call per page (docs/decisions/0009).
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') {
    // Owner-only: the folder 0700, the file 0600; SQLite gives its -wal and -shm files the
    // database file's mode, and older ones are narrowed here too.
    ensurePrivateDir(dirname(file));
    ensurePrivateFile(file);
    for (const extra of [`${file}-wal`, `${file}-shm`]) if (existsSync(extra)) ensurePrivateFile(extra);
  }
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('temp_store = MEMORY');
  // LIKE ignores the case of ASCII letters only; a search for 'élodie' must find 'Élodie' as
  // PostgreSQL's lower() does. db/sql.ts's containsText asks this for texts beyond ASCII only.
  sqlite.function('contains_folded', { deterministic: true }, (text: unknown, lowered: unknown) =>
    typeof text === 'string' && typeof lowered === 'string' && text.toLowerCase().includes(lowered) ? 1 : 0,
  );
  cacheStatements(sqlite);
  return drizzle<typeof schema>(sqlite, { schema });
}

/**
 * Makes `make(db)` once per connection and reuses it: for statements prepared once (drizzle's
 * `.prepare()` with `sql.placeholder`) instead of built and prepared again on every call. A
 * statement prepared on the connection joins whatever transaction is open on it.
 */
export function perConnection<T, C extends object = Db>(make: (db: C) => T): (db: C) => T {
  const made = new WeakMap<C, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

export { schema };
