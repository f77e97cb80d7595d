import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files';
import * as schema from './schema';

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
  return drizzle(sqlite, { schema }) as Db;
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
