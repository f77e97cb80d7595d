import { ACTIVITY_DAYS, activityDays, statusFigures, tenthsOfHours, TOP_N, type Analytics } from '@app/core';
import { count, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { countsOf, medianDelayMs, pendingCreatedBefore, slotCounts, slotKey, topAgencyCounts, topMarketCounts } from '../../db/order-counts';
import { chatQueries, unmetSearches } from '../../db/schema';
import { overdueCutoff } from '../orders/business-hours';

/** Entries in the unmet-demand list. */
export const UNMET_N = 10;

export interface ComputeAnalyticsOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
}

/**
 * GET /api/admin/analytics: totals by customer status, conversion rate, the last 7
 * days in BUSINESS_TIMEZONE (zeros included, oldest first), top 5 markets and agencies, and the
 * most asked-for things nobody could find.
 *
 * The order figures come from the counters database triggers keep on every write to orders
 * (db/order-counts.ts): by status, by station, by agency and by 15-minute creation slot, so no
 * order is read and the cost is the same at a thousand orders as at a million. A zoned day is
 * the sum of its slots. Counts are read through Number (PostgreSQL answers sums as strings).
 * Reads only (the route serves it once per data version, through shared-analytics.ts, which
 * also folds PostgreSQL's counter deltas first).
 */
export async function computeAnalytics({ deps }: ComputeAnalyticsOptions): Promise<Analytics> {
  const { db, clock } = deps;
  const timeZone = deps.config.businessTimeZone;
  const statuses = await countsOf(db, 'status');
  const { dates, starts } = activityDays(timeZone, clock.now());
  // bounds[0..7]: the slot keys the 7 days start at (and the last one ends at) in the business time zone.
  const bounds = starts.map(slotKey);
  const perDay = new Array<number>(ACTIVITY_DAYS).fill(0);
  for (const slot of await slotCounts(db, starts[0] as Date, starts[ACTIVITY_DAYS] as Date)) {
    const day = bounds.findIndex((b, i) => i < ACTIVITY_DAYS && slot.key >= b && slot.key < (bounds[i + 1] as string));
    if (day >= 0) perDay[day] = (perDay[day] ?? 0) + slot.n;
  }

  // One after the other: `db` is a snapshot transaction's one connection (shared-analytics.ts).
  const topMarkets = await topMarketCounts(db, TOP_N);
  const topAgencies = await topAgencyCounts(db, TOP_N);
  const overdue = await pendingCreatedBefore(db, overdueCutoff(clock.now(), timeZone));

  return {
    ...statusFigures(statuses),
    last7Days: dates.map((date, i) => ({ date, count: perDay[i] ?? 0 })),
    topMarkets: topMarkets.map((r) => ({ market: r.key, count: r.n })),
    topAgencies: topAgencies.map((r) => ({ agencyName: r.key, count: r.n })),
    unmetDemand: await unmetDemand(db),
    medianFirstActionHours: tenthsOfHours(await medianDelayMs(db, 'first_action')),
    // From sending a request to its station until the station's first answer through its producer
    // link; operators answering for a station are not counted (that time is the team's).
    medianStationResponseHours: tenthsOfHours(await medianDelayMs(db, 'station_response')),
    overdueRequests: overdue,
  };
}

/**
 * Unmet demand: chat questions that found nothing plus station searches that found nothing,
 * grouped by their normalised text. Chat is counted from chat_queries only, so a chat question
 * that is also written to unmet_searches is not counted twice.
 */
async function unmetDemand(db: Db): Promise<Analytics['unmetDemand']> {
  const chatText = sql<string>`lower(trim(${chatQueries.query}))`;
  const searchText = sql<string>`lower(trim(${unmetSearches.query}))`;
  const parts = [
    await db
      .select({ query: chatText, n: count() })
      .from(chatQueries)
      .where(eq(chatQueries.resultsCount, 0))
      .groupBy(sql`1`),
    await db
      .select({ query: searchText, n: count() })
      .from(unmetSearches)
      .where(eq(unmetSearches.source, 'search'))
      .groupBy(sql`1`),
  ];
  const byQuery = new Map<string, number>();
  for (const row of parts.flat()) {
    if (row.query !== '') byQuery.set(row.query, (byQuery.get(row.query) ?? 0) + Number(row.n));
  }
  return [...byQuery]
    .map(([query, n]) => ({ query, count: n }))
    .sort((a, b) => b.count - a.count || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0))
    .slice(0, UNMET_N);
}
