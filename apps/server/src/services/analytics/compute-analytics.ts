import { addDays, conversionRate, customerStatusOf, todayIn, type Analytics, type CustomerStatus } from '@app/core';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, like, lt, min, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { chatQueries, orderEvents, orders, stations, unmetSearches } from '../../db/schema';
import { zonedMidnight } from '../../lib/zoned-time';
import { overdueCutoff } from '../orders/business-hours';
import { stationResponseHours } from './station-response-hours';

/** Days in the activity chart (the last 7, today included), entries in the top lists, entries in the unmet-demand list. */
export const ACTIVITY_DAYS = 7;
export const TOP_N = 5;
export const UNMET_N = 10;

/** The median of sorted numbers, one decimal; null when there are none. */
function median(sorted: number[]): number | null {
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(value * 10) / 10;
}

export interface ComputeAnalyticsOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
}

/**
 * GET /api/admin/analytics: totals by customer status, conversion rate, the last 7
 * days in BUSINESS_TIMEZONE (zeros included, oldest first), top 5 markets and agencies, and the
 * most asked-for things nobody could find.
 *
 * Aggregates run in the database over indexes (orders_status_created_at_idx,
 * orders_created_at_idx, orders_station_id_idx), so 50,000 orders are counted without loading
 * them; only query-builder calls both dialects have, counts read through Number (PostgreSQL
 * answers count(*) as a bigint string).
 */
export async function computeAnalytics({ deps }: ComputeAnalyticsOptions): Promise<Analytics> {
  const { db, clock } = deps;
  const timeZone = deps.config.businessTimeZone;
  const byCustomer: Record<CustomerStatus, number> = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  let total = 0;
  for (const row of await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status)) {
    byCustomer[customerStatusOf(row.status)] += Number(row.n);
    total += Number(row.n);
  }

  const today = todayIn(timeZone, clock.now());
  const dates = Array.from({ length: ACTIVITY_DAYS }, (_, i) => addDays(today, i - (ACTIVITY_DAYS - 1)));
  // bounds[0..7]: the instants the 7 days start (and the last one ends) in the business time zone.
  const bounds = [...dates, addDays(today, 1)].map((d) => zonedMidnight(d, timeZone).toISOString());
  // Bucket index of each order in the window: 0 for the oldest day, 6 for today.
  const day = sql<number>`case ${sql.join(
    bounds.slice(1, -1).map((b, i) => sql`when ${orders.createdAt} < ${b} then ${sql.raw(String(i))}`),
    sql` `,
  )} else ${sql.raw(String(ACTIVITY_DAYS - 1))} end`;
  const perDay = new Map<number, number>();
  const daily = await db
    .select({ day, n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, bounds[0] as string), lt(orders.createdAt, bounds[ACTIVITY_DAYS] as string)))
    .groupBy(sql`1`);
  for (const row of daily) perDay.set(Number(row.day), Number(row.n));

  // Counted per station first, from the station index alone (no order row is read), then summed
  // per market: joining every order to its station read the whole orders table (10x slower).
  const perStation = db.select({ stationId: orders.stationId, n: count().as('n') }).from(orders).groupBy(orders.stationId).as('per_station');
  const marketCount = sql<number>`sum(${perStation.n})`.mapWith(Number);
  const topMarkets = await db
    .select({ market: stations.market, count: marketCount })
    .from(perStation)
    .innerJoin(stations, eq(stations.id, perStation.stationId))
    .groupBy(stations.market)
    .orderBy(desc(marketCount), asc(stations.market))
    .limit(TOP_N);
  const agencyCount = count();
  const topAgencies = await db
    .select({ agencyName: orders.agencyName, count: agencyCount })
    .from(orders)
    .where(and(isNotNull(orders.agencyName), ne(orders.agencyName, '')))
    .groupBy(orders.agencyName)
    .orderBy(desc(agencyCount), asc(orders.agencyName))
    .limit(TOP_N);

  const overdue = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, overdueCutoff(clock.now(), timeZone))));

  return {
    totalSubmissions: total,
    conversionRate: conversionRate(byCustomer.confirmed, byCustomer.completed, total),
    pendingRequests: byCustomer.pending,
    completed: byCustomer.completed,
    confirmed: byCustomer.confirmed,
    cancelled: byCustomer.cancelled,
    last7Days: dates.map((date, i) => ({ date, count: perDay.get(i) ?? 0 })),
    topMarkets: topMarkets.map((r) => ({ market: r.market, count: Number(r.count) })),
    topAgencies: topAgencies.map((r) => ({ agencyName: r.agencyName as string, count: Number(r.count) })),
    statusDistribution: byCustomer,
    unmetDemand: await unmetDemand(db),
    medianFirstActionHours: median(await firstActionHours(db)),
    medianStationResponseHours: median(await stationResponseHours(db)),
    overdueRequests: Number(overdue[0]?.n ?? 0),
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
  const parts = await Promise.all([
    db.select({ query: chatText, n: count() }).from(chatQueries).where(eq(chatQueries.resultsCount, 0)).groupBy(sql`1`),
    db.select({ query: searchText, n: count() }).from(unmetSearches).where(eq(unmetSearches.source, 'search')).groupBy(sql`1`),
  ]);
  const byQuery = new Map<string, number>();
  for (const row of parts.flat()) {
    if (row.query !== '') byQuery.set(row.query, (byQuery.get(row.query) ?? 0) + Number(row.n));
  }
  return [...byQuery]
    .map(([query, n]) => ({ query, count: n }))
    .sort((a, b) => b.count - a.count || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0))
    .slice(0, UNMET_N);
}

/** Hours from each request to its first operator change (status, slot or proof of airing), sorted. */
async function firstActionHours(db: Db): Promise<number[]> {
  const rows = await db
    .select({ first: min(orderEvents.at), createdAt: orders.createdAt })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(like(orderEvents.actor, 'admin:%'), inArray(orderEvents.kind, ['status', 'slot', 'aired'])))
    .groupBy(orderEvents.orderId, orders.createdAt);
  return rows.map((r) => (Date.parse(r.first ?? r.createdAt) - Date.parse(r.createdAt)) / 3_600_000).sort((a, b) => a - b);
}
