import { sql } from 'drizzle-orm';
import { perConnection, type Db } from './client';
import { statementName } from './named-statement';
import { isSqlite } from './transaction';

/** A select as drizzle's query builder makes it: awaited for its rows, or prepared once. */
interface SelectQuery<Row> extends PromiseLike<Row[]> {
  prepare(): { all(values: Record<string, unknown>): Row[] };
  toSQL(): { sql: string };
}

/** The same select on PostgreSQL, where `prepare` takes the statement's name and runs on the handle that built it. */
interface PgSelectQuery<Row> {
  prepare(name: string | undefined): { execute(values: Record<string, unknown>): Promise<Row[]> };
}

/**
 * A read of the booking path, which runs hundreds of times a second, or one that every admin
 * request makes: `read(db, params)` answers what `build(db, params)` selects.
 *
 * Why: drizzle builds a statement's SQL text from its query tree on every call, which in a CPU
 * profile of POST /api/orders on SQLite cost more than running the small reads it guards. On
 * SQLite the select is built once per connection with a `sql.placeholder` where each parameter
 * goes (drizzle's `prepare()`), then only run. On PostgreSQL it is built with the same
 * placeholders once per handle it runs on (the pool's, or a transaction's, which has its own
 * connection) and run as a named prepared statement (db/named-statement.ts): each connection
 * parses and plans it once, not on every call. For the admin token's lookup, which every admin
 * request makes before its own reads, that is most of its time in PostgreSQL (issue 34, ninth
 * pass: docs/benchmarks.md). Building the select on every call, as PostgreSQL's side did until
 * the fourteenth pass, was 17% of the server's CPU on GET /api/admin/stations/summary under ten
 * clients (a token's lookup and a data version's read per request; drizzle's `is`,
 * `buildQueryFromSourceParams` and the select builder in a CPU profile). Built once: that
 * endpoint's CPU a request went from 606 to 380 µs and its answers a second from 2,432 to 3,793;
 * the analytics' from 655 to 427 µs and 2,266 to 3,362 (built server, 5,000 stations and 50,000
 * orders, ten clients, in turns with SQLite, which did not change).
 *
 * Rules, in one place:
 * - `build` uses its parameters only as values compared to columns (`eq(column, p.name)`), never
 *   in JavaScript: on SQLite they are placeholders when it runs;
 * - parameter values are given as the driver stores them (text, numbers), since a placeholder is
 *   not encoded by a column; constant values written in `build` are encoded as usual;
 * - `build` gives the same text for every call (the placeholders stand for the values), so one
 *   statement name serves them all;
 * - on SQLite the read joins whatever transaction is open on the connection, as every statement.
 */
export function preparedRead<P extends Record<string, string | number | null>, Row>(
  build: (db: Db, params: P) => SelectQuery<Row>,
): (db: Pick<Db, 'select'>, params: P) => Promise<Row[]> {
  const placeholders = new Proxy({}, { get: (_, name) => sql.placeholder(String(name)) }) as P;
  const preparedOn = perConnection((db: Db) => build(db, placeholders).prepare());
  const namedOn = perConnection((db: Db) => {
    const select = build(db, placeholders);
    return (select as unknown as PgSelectQuery<Row>).prepare(statementName(select.toSQL().sql));
  });
  return async (db, params) => {
    const handle = db as Db;
    return isSqlite(handle) ? preparedOn(handle).all(params) : namedOn(handle).execute(params);
  };
}
