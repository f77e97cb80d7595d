import type { Table } from 'drizzle-orm';
import type { Db } from './client';
import { columnsOf } from './json-row';
import { statementName } from './named-statement';
import type { PgDb } from './postgres';
import { isSqlite } from './transaction';

/**
 * The rows of an admin list's page, `select({ [name]: table, matches })` built with drizzle's
 * query builder, mapped here instead of by drizzle's general row mapper (issue 34).
 *
 * Why: drizzle maps every field of every row through the same general path (an `is()` check of
 * the field's kind, an iterator over the field's path, a null-join check per column). For the
 * request list's page of 500 orders, 30 fields each, that mapping took longer than SQLite took
 * to read the rows: in process at a million orders, 100 pages each, three rounds, the page read
 * and mapped by drizzle 1.6 to 2.0 ms, read raw and mapped here 0.77 to 0.80 ms (the read alone
 * 0.57 to 0.69). Its garbage (two arrays and an iterator per field) is what the server's
 * collector then pays for under `--optimize-for-size` (scripts/server-node-flags.mjs). On the
 * built server, GET /api/admin/orders at a million orders, CPU per page under ten clients, two
 * rounds, old and new on the same databases: SQLite 13,900 and 13,000 µs before, 11,233 and
 * 10,233 after; PostgreSQL 16,733 and 16,433 before, 12,633 and 12,833 after (one client's p50
 * there 12.3 and 12.1 ms before, 8.6 and 9.4 after).
 *
 * How: the statement is drizzle's own (`toSQL()`), run through the driver in array mode (SQLite's
 * statement cache, db/statement-cache.ts; node-postgres' pool), and each column's value is
 * mapped by the column itself (`mapFromDriverValue`), as drizzle does: the rows are the same
 * objects, field for field (services/orders/page-rows.test.ts compares them on both databases). The columns come
 * in the table's own order, as drizzle selects them, then `matches`.
 */
export interface PageQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** The driver's rows of `query`, each an array of its columns' values. */
async function arrays(db: Db, query: PageQuery, named: boolean): Promise<unknown[][]> {
  const { sql, params } = query.toSQL();
  if (isSqlite(db))
    return db.$client
      .prepare(sql)
      .raw(true)
      .all(...params) as unknown[][];
  const name = named ? statementName(sql) : undefined;
  return (await (db as unknown as PgDb).$client.query<unknown[]>({ name, text: sql, values: params, rowMode: 'array' })).rows;
}

/**
 * The page's rows: `{ [name]: the table's row, matches: the number beside it or null }`. `db` is
 * the database itself, not a transaction: on PostgreSQL the statement goes to the pool. `named`:
 * the query's text is one of a few (a filter's, not a text search's, whose texts vary with what
 * it finds) and its plan does not hang on the values, so on PostgreSQL it is prepared once per
 * connection (db/named-statement.ts).
 */
export async function pageRows<K extends string, T extends Table>(
  db: Db,
  query: PageQuery,
  name: K,
  table: T,
  { named }: { named: boolean },
): Promise<({ [P in K]: T['$inferSelect'] } & { matches: number | null })[]> {
  const columns = columnsOf(table);
  const rows = await arrays(db, query, named);
  const page = new Array<{ [P in K]: T['$inferSelect'] } & { matches: number | null }>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const values = rows[i]!;
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++) {
      const value = values[c];
      row[columns[c]![0]] = value === null ? null : columns[c]![1].mapFromDriverValue(value);
    }
    const matches = values[columns.length];
    page[i] = { [name]: row, matches: matches === null || matches === undefined ? null : Number(matches) } as { [P in K]: T['$inferSelect'] } & {
      matches: number | null;
    };
  }
  return page;
}
