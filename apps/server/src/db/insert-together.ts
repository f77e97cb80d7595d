import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';
import { insertRows } from './insert-rows';
import { executeNamed } from './named-statement';
import { togetherQuery } from './together-text';
import { isSqlite } from './transaction';

/**
 * Inserts rows into several tables in the caller's transaction, and answers reads that go with
 * them, as one statement on PostgreSQL.
 *
 * Why: on PostgreSQL every statement is a round trip to the server, and a booking wrote its
 * order, then its emails, then (with an Idempotency-Key) its stored answer, one after the other:
 * with the reads, BEGIN and COMMIT, eight round trips a booking, which held POST /api/orders to
 * a third of SQLite's throughput (issue 34). Inserts that do not read one another's rows can go
 * in one statement, as data-modifying CTEs (`with "w0" as (insert …) …`): PostgreSQL runs each
 * of them exactly once, in the same transaction, whether or not anything reads them. The reads
 * a booking makes besides (its stations' blackout dates, the requester's verified account, the
 * active webhook endpoints) go in the same statement as subqueries, each folded into one JSON
 * value: a guest's booking went from six round trips (blackouts, BEGIN, insert, account,
 * endpoints, COMMIT) to three (BEGIN, this statement, COMMIT), and took 1.35 times the bookings a
 * second with about a quarter less of the server's CPU per booking (issue 34: old and new builds
 * in three interleaved 6 s rounds on a busy 2-core machine). On SQLite a statement costs no round
 * trip: the reads run as they are, then each insert runs as `insertRows` does (built once per
 * connection), in the order given.
 *
 * Rules: the sets must not read one another (the rows of one CTE are not visible to another in
 * the same statement, so no row twice); a foreign key from one set to a set before it holds
 * (PostgreSQL checks foreign keys at the end of the statement, SQLite inserts in order). An
 * error in any of them (a unique key) fails them all, as it would fail the transaction. The reads
 * see the database as it was before these inserts, on both dialects, so they must not ask for
 * the rows inserted; a caller that refuses on what a read finds throws, and the transaction
 * rolls the inserts back.
 */
export interface InsertSet {
  table: SQLiteTable;
  rows: readonly object[];
}

/** One table's rows for insertTogether, typed by the table. */
export const insertSet = <T extends SQLiteTable>(table: T, rows: readonly T['$inferInsert'][]): InsertSet => ({ table, rows });

/** A read for insertTogether: how it runs on its own, and the same read as a subquery. */
export interface ReadAlong<Row> {
  /** The read as any other (SQLite, or a caller on its own). */
  run: (db: Pick<Db, 'select'>) => Promise<Row[]>;
  /** PostgreSQL: the columns read, by field of Row, from `from` where `where`, in `orderBy` order. */
  columns: { [K in keyof Row]: AnyColumn };
  from: SQLiteTable;
  where: SQL;
  orderBy?: SQL;
}

/** What each read answered, in the order given; a null read (not needed) answers no rows. */
type RowsOf<R> = { [K in keyof R]: R[K] extends ReadAlong<infer Row> | null ? Row[] : never };

export async function insertTogether<const R extends readonly (ReadAlong<object> | null)[] = []>(
  tx: Pick<Db, 'insert' | 'select'>,
  sets: readonly InsertSet[],
  reads: R = [] as unknown as R,
): Promise<RowsOf<R>> {
  const filled = sets.filter((set) => set.rows.length);
  const asked = reads.filter((read) => read !== null);
  if (isSqlite(tx as Db) || (filled.length < 2 && !asked.length)) {
    const rows: unknown[] = [];
    for (const read of reads) rows.push(read ? await read.run(tx) : []);
    for (const set of filled) await insertRows(tx, set.table, set.rows as never);
    return rows as RowsOf<R>;
  }
  // The text is built once per shape of the sets and reads (db/together-text.ts), and parsed
  // once per connection (db/named-statement.ts).
  const query = togetherQuery(filled, asked.map(subquery), (sets, subqueries) => {
    const statements: SQL[] = sets.map((set) =>
      tx
        .insert(set.table)
        .values(set.rows as never)
        .getSQL(),
    );
    // Without reads the last insert is the statement itself; with them, every insert is a CTE.
    const last = subqueries.length ? sql`select ${sql.join([...subqueries], sql`, `)}` : statements.pop()!;
    const ctes = sql.join(
      statements.map((statement, i) => sql`${sql.identifier(`w${i}`)} as (${statement})`),
      sql`, `,
    );
    return statements.length ? sql`with ${ctes} ${last}` : last;
  });
  const { rows } = await executeNamed(tx, query);
  const [answer] = rows;
  let i = 0;
  return reads.map((read) => (read ? decode(read, answer?.[`r${i++}`]) : [])) as RowsOf<R>;
}

/** A read as one JSON array of arrays (a row's values in the order of its columns). */
function subquery(read: ReadAlong<object>, i: number): SQL {
  const columns = Object.values(read.columns) as AnyColumn[];
  const order = read.orderBy ? sql` order by ${read.orderBy}` : sql``;
  return sql`(select coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})${order}), '[]'::json) from ${read.from} where ${read.where}) as ${sql.identifier(`r${i}`)}`;
}

/** The rows of a read's JSON, each value decoded by its column as drizzle decodes a select's. */
function decode(read: ReadAlong<object>, value: unknown): object[] {
  const fields = Object.entries(read.columns) as [string, AnyColumn][];
  return ((value ?? []) as unknown[][]).map((values) =>
    Object.fromEntries(
      fields.map(([field, column], j) => [field, values[j] === null || values[j] === undefined ? null : column.mapFromDriverValue(values[j])]),
    ),
  );
}
