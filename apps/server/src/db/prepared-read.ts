import { sql } from 'drizzle-orm';
import { perConnection, type Db } from './client';
import { isSqlite } from './transaction';

/** A select as drizzle's query builder makes it: awaited for its rows, or prepared once. */
interface SelectQuery<Row> extends PromiseLike<Row[]> {
  prepare(): { all(values: Record<string, unknown>): Row[] };
}

/**
 * A read of the booking path, which runs hundreds of times a second: `read(db, params)` answers
 * what `build(db, params)` selects.
 *
 * Why: drizzle builds a statement's SQL text from its query tree on every call, which in a CPU
 * profile of POST /api/orders on SQLite cost more than running the small reads it guards. On
 * SQLite the select is built once per connection with a `sql.placeholder` where each parameter
 * goes (drizzle's `prepare()`), then only run; on PostgreSQL (a round trip per read, a transaction
 * on its own connection) `build` runs with the values, as any query.
 *
 * Rules, in one place:
 * - `build` uses its parameters only as values compared to columns (`eq(column, p.name)`), never
 *   in JavaScript: on SQLite they are placeholders when it runs;
 * - parameter values are given as the driver stores them (text, numbers), since a placeholder is
 *   not encoded by a column; constant values written in `build` are encoded as usual;
 * - on SQLite the read joins whatever transaction is open on the connection, as every statement.
 */
export function preparedRead<P extends Record<string, string | number | null>, Row>(
  build: (db: Db, params: P) => SelectQuery<Row>,
): (db: Pick<Db, 'select'>, params: P) => Promise<Row[]> {
  const preparedOn = perConnection((db: Db) => {
    const placeholders = new Proxy({}, { get: (_, name) => sql.placeholder(String(name)) }) as P;
    return build(db, placeholders).prepare();
  });
  return async (db, params) => {
    const handle = db as Db;
    return isSqlite(handle) ? preparedOn(handle).all(params) : build(handle, params);
  };
}
