import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { selectRows } from './sql';
import { inTransaction, isSqlite } from './transaction';

/**
 * Reading the order counters the triggers keep (tables/order-counts.ts): what the admin
 * analytics and lists count without reading the orders, so their cost stays the same however
 * many orders there are. Each figure is order_counts plus the deltas PostgreSQL's triggers
 * appended since the last fold, read in one statement (one snapshot, so a fold committing
 * meanwhile is seen whole or not at all).
 */

export type CountKind = 'status' | 'station' | 'agency' | 'slot' | 'first_action' | 'station_response';

/** Seconds in one creation slot: 15 minutes, so a day starting on any quarter hour is whole slots. */
export const SLOT_SECONDS = 900;

/** The key of the slot an instant falls in, as the triggers write it. */
export const slotKey = (instant: Date): string => String(Math.floor(instant.getTime() / 1000 / SLOT_SECONDS)).padStart(10, '0');

/** kind's (key, n) rows, both tables summed, as a subquery text (`c`), narrowed by `where` on "key". */
export const summed = (kind: CountKind, where: SQL = sql`true`): SQL => sql`(
  select "key", sum("n") as "n" from (
    select "key", "n" from "order_counts" where "kind" = ${kind} and ${where}
    union all
    select "key", "n" from "order_count_deltas" where "kind" = ${kind} and ${where}
  ) as parts group by "key") as c`;

/** Every key of a kind with its count above zero (statuses: 6 rows; slots: use slotCounts). */
export async function countsOf(db: Db, kind: 'status'): Promise<Map<string, number>> {
  const rows = await selectRows<{ key: string; n: number | string }>(db, sql`select c."key", c."n" from ${summed(kind)} where c."n" > 0`);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** Orders created in [from, to), per slot key. */
export async function slotCounts(db: Db, from: Date, to: Date): Promise<{ key: string; n: number }[]> {
  const rows = await selectRows<{ key: string; n: number | string }>(
    db,
    sql`select c."key", c."n" from ${summed('slot', sql`"key" >= ${slotKey(from)} and "key" < ${slotKey(to)}`)} where c."n" > 0`,
  );
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/**
 * A name to break ties by, compared by code point on both databases: SQLite's default, and what
 * the console's replica does. PostgreSQL compares in the database's collation, which on a server
 * set up with a language's locale (en_US) puts "acme" before "Bravo"; "C" is code-point order.
 */
const byName = (db: Db, name: SQL): SQL => (isSqlite(db) ? name : sql`${name} collate "C"`);

/** The `limit` agencies with the most orders, ties by name. */
export async function topAgencyCounts(db: Db, limit: number): Promise<{ key: string; n: number }[]> {
  const rows = await selectRows<{ key: string; n: number | string }>(
    db,
    sql`select c."key", c."n" from ${summed('agency')} where c."n" > 0 order by c."n" desc, ${byName(db, sql`c."key"`)} asc limit ${limit}`,
  );
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/** The `limit` markets with the most orders (of stations that still exist), ties by name. */
export async function topMarketCounts(db: Db, limit: number): Promise<{ key: string; n: number }[]> {
  const rows = await selectRows<{ key: string; n: number | string }>(
    db,
    sql`select s."market" as "key", sum(c."n") as "n" from ${summed('station')} join "stations" s on s."id" = c."key"
        where c."n" > 0 group by s."market" order by sum(c."n") desc, ${byName(db, sql`s."market"`)} asc limit ${limit}`,
  );
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/** Lock key of the fold, so concurrent readers do not fold the same rows twice over (PostgreSQL advisory lock). */
export const FOLD_LOCK = 34_000_001;

/**
 * Moves PostgreSQL's appended deltas into order_counts, so readers keep adding only the few
 * written since. One statement: whoever gets the lock deletes the deltas and adds their sums;
 * the others skip (their readers still see every delta, folded or not). Rows are upserted in key
 * order, so two folds can never deadlock. Nothing to do on SQLite, whose triggers count directly.
 */
export async function foldOrderCountDeltas(db: Db): Promise<void> {
  if (isSqlite(db)) return;
  await inTransaction(db, async (tx) => {
    await selectRows(tx, sql`with ${foldDeltasCtes} select 1`);
  });
}

/** The most deltas one fold moves: a backlog (after a bulk load) is folded over several reads, each quick. */
export const FOLD_BATCH = 10_000;

/**
 * The fold as the CTEs of a PostgreSQL statement (`with ${foldDeltasCtes} select …`): PostgreSQL
 * runs them whether or not the statement reads them, and the statement's reads see the snapshot
 * taken before them (order_counts plus every delta, folded or not).
 *
 * The deltas to move are found through the table's primary key, oldest first, at most FOLD_BATCH,
 * so a fold costs what there is to fold, not what the table once held. Deleting "every row"
 * scanned the whole table, and a table that held millions of deltas keeps its size on disk:
 * VACUUM gives pages back only from the end of the file, and not while a delta written since
 * sits there or an older snapshot (an autovacuum's ANALYZE after the load) still sees the rows.
 * Every list read folds: at a million orders, after the bench's bulk load, order_count_deltas
 * kept 25,707 pages (200 MB) for no row, and the fold's scan of them took 32 ms of each request
 * list's read on PostgreSQL (EXPLAIN ANALYZE; 0.4 ms through the key). One client's request
 * list, p50, built servers one after the other on that database: the first page of 500 47 ms
 * with the whole-table delete, 11 with this; the page of 100 24 and 5.
 */
export const foldDeltasCtes: SQL = sql`"lock" as (select pg_try_advisory_xact_lock(${FOLD_LOCK}) as "got"),
  "moved" as (delete from "order_count_deltas"
    where (select "got" from "lock")
      and "id" = any(array(select "id" from "order_count_deltas" order by "id" limit ${FOLD_BATCH}))
    returning "kind", "key", "n"),
  "folded" as (
    insert into "order_counts" ("kind", "key", "n")
    select "kind", "key", sum("n") from "moved" group by "kind", "key" order by "kind", "key"
    on conflict ("kind", "key") do update set "n" = "order_counts"."n" + excluded."n")`;

/** Pending orders created at or after `cutoff`: a range of orders_status_created_at_idx, as a scalar subquery. */
export const pendingSince = (cutoff: string): SQL => sql`(select count(*) from "orders" where "status" = 'pending' and "created_at" >= ${cutoff})`;

/**
 * Pending orders created before `cutoff`: all pending orders (the counter) less those created
 * since (a range of orders_status_created_at_idx holding only the last day or so of requests),
 * in one statement so both halves see the same snapshot. Counting the old ones themselves would
 * read every pending order of the past: the longer the backlog, the slower.
 */
export async function pendingCreatedBefore(db: Db, cutoff: string): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select coalesce((select c."n" from ${summed('status', sql`"key" = 'pending'`)}), 0)
      - ${pendingSince(cutoff)} as "n"`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The creation time of the oldest pending order created at or after `cutoff`, or null: the
 * overdue count at `cutoff` stays the count at any later cutoff up to this one (one step of
 * orders_status_created_at_idx).
 */
export async function firstPendingCreatedAtOrAfter(db: Db, cutoff: string): Promise<string | null> {
  const [row] = await selectRows<{ at: string | null }>(
    db,
    sql`select min("created_at") as "at" from "orders" where "status" = 'pending' and "created_at" >= ${cutoff}`,
  );
  return row?.at ?? null;
}

/** What the delay counters add to a delay before dividing, so the division is a floor for negative delays too. */
export const DELAY_OFFSET_MS = 1_000_000_000_000;
/** The width of a delay counter: a tenth of an hour, the precision the medians are shown at. */
export const DELAY_BUCKET_MS = 360_000;

/**
 * The delays counted per tenth of an hour: the counters' kind, and the indexed column of ms they
 * count ('first_action': each order's delay to its first operator action; 'station_response':
 * each station request's time to the station's answer, null until answered).
 */
const DELAYS = {
  first_action: { table: 'order_first_actions', column: 'ms' },
  station_response: { table: 'station_requests', column: 'response_ms' },
} as const;

/**
 * The median of the delays (ms) of `kind`, exactly, or null when there are none. The counters per
 * tenth of an hour say which tenth holds the middle delay(s); only that stretch of the column's
 * index is then read, however many delays there are. (Ranking the middle in the whole index, as
 * the station response time was read, counted and then skipped half of every answer ever given:
 * at 600,000 answers spread over three days, 60 to 70 ms on PostgreSQL and 7 to 8 on SQLite on
 * every analytics recompute, against 2 to 14 and 0.6 to 3 this way.)
 */
export async function medianDelayMs(db: Db, kind: keyof typeof DELAYS): Promise<number | null> {
  const buckets = (
    await selectRows<{ key: string; n: number | string }>(db, sql`select c."key", c."n" from ${summed(kind)} where c."n" > 0 order by c."key"`)
  ).map((b) => ({ start: Number(b.key) * DELAY_BUCKET_MS - DELAY_OFFSET_MS, n: Number(b.n) }));
  const total = buckets.reduce((a, b) => a + b.n, 0);
  if (total === 0) return null;
  const ranks = total % 2 ? [(total - 1) / 2] : [total / 2 - 1, total / 2];
  const values = await Promise.all(ranks.map((rank) => delayAtRank(db, DELAYS[kind], buckets, rank)));
  return values.reduce((a, v) => a + v, 0) / values.length;
}

/** The delay of rank `rank` (0: the shortest) in the column. */
async function delayAtRank(
  db: Db,
  { table, column }: (typeof DELAYS)[keyof typeof DELAYS],
  buckets: { start: number; n: number }[],
  rank: number,
): Promise<number> {
  const ms = sql.identifier(column);
  const from = sql.identifier(table);
  let before = 0;
  for (const b of buckets) {
    if (rank < before + b.n) {
      const [row] = await selectRows<{ ms: number | string }>(
        db,
        sql`select ${ms} as "ms" from ${from} where ${ms} >= ${b.start} and ${ms} < ${b.start + DELAY_BUCKET_MS} order by ${ms} limit 1 offset ${rank - before}`,
      );
      if (row) return Number(row.ms);
      break;
    }
    before += b.n;
  }
  // A write committed between the two reads (PostgreSQL): rank the whole index instead.
  const [row] = await selectRows<{ ms: number | string }>(
    db,
    sql`select ${ms} as "ms" from ${from} where ${ms} is not null order by ${ms} limit 1 offset ${rank}`,
  );
  return Number(row?.ms ?? 0);
}
