import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { countsOf, foldDeltasCtes, pendingCreatedBefore, pendingSince, summed } from './order-counts';
import { selectNamed } from './named-statement';
import { isSqlite } from './transaction';

/**
 * The counters an admin request list shows beside its page (orders per status, the overdue
 * ones), read on PostgreSQL in one statement that also folds the triggers' deltas.
 *
 * Why: on PostgreSQL every list call folded the deltas (BEGIN, the fold, COMMIT), then read the
 * status counters twice and the overdue count once: six round trips beside the page's own, each
 * a pool checkout and a wake-up of the server process, on a machine where the app, PostgreSQL and
 * the client share two cores. At 1,000,000 orders the five list calls of the bench answered one
 * client at p50 14 to 21 ms against SQLite's 8 to 9 (docs/benchmarks.md, issue 34). Here the fold
 * is a data-modifying CTE of the statement that reads the counters: one round trip, and the read
 * sees the snapshot taken before the fold (order_counts plus every delta, as the separate reads
 * did), so the figures are the same whether or not this call got the fold's lock. The caller runs
 * it beside the page's read (services/orders/list-admin-orders.ts): BEGIN, the fold, COMMIT and
 * three reads become one statement, run while the page is read. Measured at 1,000,000 orders on a loaded machine (load
 * average 10 to 13 from other work), old and new builds on the same database, interleaved, one
 * client, 120 requests each: p50 first page 66.5 to 52.5 ms, ?status=pending 69.1 to 61.8,
 * ?overdue=true 70.7 to 66.9, ?sort=oldest&offset=500 75.4 to 67.8, ?limit=100 26.8 to 20.3.
 *
 * Its text is the same for every call (the cutoff is a parameter): prepared once per connection
 * (db/named-statement.ts), so PostgreSQL neither parses nor plans it again on each list read.
 *
 * SQLite's triggers count directly and its reads cost no round trip: the reads of
 * db/order-counts.ts as they are.
 */
export interface ListCounters {
  /** Orders per status (statuses with none left out). */
  byStatus: Map<string, number>;
  /** Pending orders created before the cutoff. */
  overdue: number;
}

export async function listCounters(db: Db, cutoff: string): Promise<ListCounters> {
  if (isSqlite(db)) return { byStatus: await countsOf(db, 'status'), overdue: await pendingCreatedBefore(db, cutoff) };
  const rows = await selectNamed<{ key: string; n: number | string; recent: number | string }>(
    db,
    sql`with ${foldDeltasCtes}
      select c."key", c."n", ${pendingSince(cutoff)} as "recent" from ${summed('status')} where c."n" > 0`,
  );
  const byStatus = new Map(rows.map((r) => [r.key, Number(r.n)]));
  // No row: no orders, so none overdue.
  const overdue = rows.length ? (byStatus.get('pending') ?? 0) - Number(rows[0]!.recent) : 0;
  return { byStatus, overdue };
}
