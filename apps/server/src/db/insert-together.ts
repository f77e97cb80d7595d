import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';
import { insertRows } from './insert-rows';
import { isSqlite } from './transaction';

/**
 * Inserts rows into several tables in the caller's transaction, as one statement on PostgreSQL.
 *
 * Why: on PostgreSQL every statement is a round trip to the server, and a booking wrote its
 * order, then its emails, then (with an Idempotency-Key) its stored answer, one after the other:
 * with the reads, BEGIN and COMMIT, eight round trips a booking, which held POST /api/orders to
 * a third of SQLite's throughput (issue 34). Inserts that do not read one another's rows can go
 * in one statement, the first ones as data-modifying CTEs (`with "w0" as (insert …) insert …`):
 * PostgreSQL runs each of them exactly once, in the same transaction, whether or not anything
 * reads them. On SQLite a statement costs no round trip, and each insert runs as `insertRows`
 * does (built once per connection), in the order given.
 *
 * Rules: the sets must not depend on one another (the rows of one CTE are not visible to another
 * in the same statement, so no foreign key from one set to another's rows, and no row twice); an
 * error in any of them (a unique key) fails them all, as it would fail the transaction.
 */
export interface InsertSet {
  table: SQLiteTable;
  rows: readonly object[];
}

/** One table's rows for insertTogether, typed by the table. */
export const insertSet = <T extends SQLiteTable>(table: T, rows: readonly T['$inferInsert'][]): InsertSet => ({ table, rows });

export async function insertTogether(tx: Pick<Db, 'insert'>, sets: readonly InsertSet[]): Promise<void> {
  const filled = sets.filter((set) => set.rows.length);
  if (isSqlite(tx as Db) || filled.length < 2) {
    for (const set of filled) await insertRows(tx, set.table, set.rows as never);
    return;
  }
  const statements: SQL[] = filled.map((set) =>
    tx
      .insert(set.table)
      .values(set.rows as never)
      .getSQL(),
  );
  const last = statements.pop()!;
  const ctes = sql.join(
    statements.map((statement, i) => sql`${sql.identifier(`w${i}`)} as (${statement})`),
    sql`, `,
  );
  const pg = tx as unknown as { execute(query: SQL): Promise<unknown> };
  await pg.execute(sql`with ${ctes} ${last}`);
}
