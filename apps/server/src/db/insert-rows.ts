import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { perConnection, type Db } from './client';
import { isSqlite } from './transaction';

/**
 * Inserts `rows` into `table` in the caller's transaction: what `tx.insert(table).values(rows)`
 * does, for the inserts of the booking path, which run hundreds of times a second.
 *
 * Why: drizzle builds a statement's SQL text from its query tree on every call (a tree of a
 * parameter object per value, flattened again each time): in a CPU profile of POST /api/orders on
 * SQLite, building the order's and its emails' inserts was about a sixth of the request's work,
 * more than running them. On SQLite the insert is built once per connection, table, column set
 * and row count (drizzle's `prepare()` with `sql.placeholder`) and then only run.
 *
 * Rules, in one place:
 * - SQLite only: a statement prepared on the one connection joins whatever transaction is open
 *   on it, and `tx` is that connection. On PostgreSQL a transaction is its own connection, and a
 *   round trip costs far more than building the text, so the query builder runs as usual.
 * - Every row must name the same columns (undefined counts as absent); otherwise, or when a
 *   column left out has a default computed per insert (`$defaultFn`, `$onUpdateFn`, which a
 *   statement built once would freeze), the query builder runs as usual.
 * - Values are encoded by their columns as drizzle encodes them (booleans, JSON, timestamps).
 */
export async function insertRows<T extends SQLiteTable>(tx: Pick<Db, 'insert'>, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const statement = isSqlite(tx as Db) ? preparedInsert(tx as Db, table, rows) : undefined;
  if (!statement) {
    await tx.insert(table).values(rows as T['$inferInsert'][]);
    return;
  }
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const key of statement.keys) values[`${i}.${key}`] = (row as Record<string, unknown>)[key];
  });
  statement.query.run(values);
}

interface PreparedInsert {
  keys: readonly string[];
  query: { run(values: Record<string, unknown>): unknown };
}

const statementsOf = perConnection(() => new Map<string, PreparedInsert | null>());

/** The insert of `rows`' shape into `table`, built once per connection; null when it cannot be. */
function preparedInsert(db: Db, table: SQLiteTable, rows: readonly object[]): PreparedInsert | null {
  const [first, ...rest] = rows.map((row) => presentKeys(row as Record<string, unknown>));
  const keys = first as string[];
  const shape = keys.join();
  if (rest.some((other) => other.join() !== shape)) return null;
  const cacheKey = `${getTableName(table)}|${rows.length}|${shape}`;
  const statements = statementsOf(db);
  let statement = statements.get(cacheKey);
  if (statement === undefined) {
    statement = buildInsert(db, table, keys, rows.length);
    statements.set(cacheKey, statement);
  }
  return statement;
}

const presentKeys = (row: Record<string, unknown>): string[] =>
  Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .sort();

function buildInsert(db: Db, table: SQLiteTable, keys: readonly string[], count: number): PreparedInsert | null {
  const columns = getTableColumns(table) as Record<string, { defaultFn?: unknown; onUpdateFn?: unknown }>;
  const computedDefault = Object.entries(columns).some(([key, column]) => !keys.includes(key) && (column.defaultFn || column.onUpdateFn));
  if (computedDefault || keys.some((key) => !(key in columns))) return null;
  const placeholders = Array.from({ length: count }, (_, i) => Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${i}.${key}`)])));
  return {
    keys,
    query: db.insert(table).values(placeholders).prepare(),
  };
}
