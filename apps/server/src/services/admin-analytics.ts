import { addDays, conversionRate, customerStatusOf, todayIn, type Analytics, type CustomerStatus } from '@app/core';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { zonedMidnight } from './admin-zoned-time';
import { overdueCutoff } from './lifecycle/business-hours';

/** Days in the activity chart (spec 9), entries in the top lists, entries in the unmet-demand list. */
export const ACTIVITY_DAYS = 7;
export const TOP_N = 5;
export const UNMET_N = 10;

// Aggregates run in SQLite over indexes (orders_status_created_at_idx, orders_created_at_idx,
// orders_station_id_idx), so 50,000 orders are counted without loading them.
const STATUS_COUNTS = 'SELECT status, count(*) AS n FROM orders GROUP BY status';

const TOP_MARKETS = `
  SELECT s.market AS market, sum(o.n) AS count
  FROM (SELECT station_id, count(*) AS n FROM orders WHERE station_id IS NOT NULL GROUP BY station_id) AS o
  JOIN stations AS s ON s.id = o.station_id
  GROUP BY s.market
  ORDER BY count DESC, market ASC
  LIMIT ${TOP_N}`;

const TOP_AGENCIES = `
  SELECT agency_name AS agencyName, count(*) AS count
  FROM orders
  WHERE agency_name IS NOT NULL AND agency_name <> ''
  GROUP BY agency_name
  ORDER BY count DESC, agency_name ASC
  LIMIT ${TOP_N}`;

// Unmet demand: chat questions that found nothing plus station searches that found nothing,
// grouped by their normalised text. Chat is counted from chat_queries only, so a chat question
// that is also written to unmet_searches is not counted twice.
const UNMET_DEMAND = `
  SELECT query, sum(n) AS count FROM (
    SELECT lower(trim(query)) AS query, count(*) AS n FROM chat_queries WHERE results_count = 0 GROUP BY 1
    UNION ALL
    SELECT lower(trim(query)) AS query, count(*) AS n FROM unmet_searches WHERE source = 'search' GROUP BY 1
  )
  WHERE query <> ''
  GROUP BY query
  ORDER BY count DESC, query ASC
  LIMIT ${UNMET_N}`;

// Hours from each request to its first operator change (status, slot or proof of airing).
const FIRST_ACTION_HOURS = `
  SELECT (julianday(min(e.at)) - julianday(o.created_at)) * 24 AS hours
  FROM order_events AS e JOIN orders AS o ON o.id = e.order_id
  WHERE e.actor LIKE 'admin:%' AND e.kind IN ('status', 'slot', 'aired')
  GROUP BY e.order_id
  ORDER BY hours`;

const OVERDUE_COUNT = `SELECT count(*) AS n FROM orders WHERE status = 'pending' AND created_at < ?`;

/** The median of sorted numbers, one decimal; null when there are none. */
function median(sorted: number[]): number | null {
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(value * 10) / 10;
}

/** Bucket index of each order in the window: 0 for the oldest day, 6 for today. */
function dailyCountsSql(days: number): string {
  const cases = Array.from({ length: days - 1 }, (_, i) => `WHEN created_at < @b${i + 1} THEN ${i}`).join(' ');
  return `SELECT CASE ${cases} ELSE ${days - 1} END AS day, count(*) AS n
    FROM orders WHERE created_at >= @b0 AND created_at < @b${days} GROUP BY day`;
}
const DAILY_COUNTS = dailyCountsSql(ACTIVITY_DAYS);

/**
 * GET /api/admin/analytics (DESIGN 6): totals by customer status, conversion rate, the last 7
 * days in BUSINESS_TIMEZONE (zeros included, oldest first), top 5 markets and agencies, and the
 * most asked-for things nobody could find.
 */
export function computeAnalytics(db: Db, clock: Clock, timeZone: string): Analytics {
  const client = db.$client;
  const byCustomer: Record<CustomerStatus, number> = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  let total = 0;
  for (const row of client.prepare(STATUS_COUNTS).all() as { status: string; n: number }[]) {
    byCustomer[customerStatusOf(row.status)] += row.n;
    total += row.n;
  }

  const today = todayIn(timeZone, clock.now());
  const dates = Array.from({ length: ACTIVITY_DAYS }, (_, i) => addDays(today, i - (ACTIVITY_DAYS - 1)));
  // b0..b7: the instants the 7 days start (and the last one ends) in the business time zone.
  const bounds = Object.fromEntries(
    [...dates, addDays(today, 1)].map((d, i) => [`b${i}`, zonedMidnight(d, timeZone).toISOString()]),
  );
  const perDay = new Map<number, number>();
  for (const row of client.prepare(DAILY_COUNTS).all(bounds) as { day: number; n: number }[]) perDay.set(row.day, row.n);

  return {
    totalSubmissions: total,
    conversionRate: conversionRate(byCustomer.confirmed, byCustomer.completed, total),
    pendingRequests: byCustomer.pending,
    completed: byCustomer.completed,
    confirmed: byCustomer.confirmed,
    cancelled: byCustomer.cancelled,
    last7Days: dates.map((date, i) => ({ date, count: perDay.get(i) ?? 0 })),
    topMarkets: client.prepare(TOP_MARKETS).all() as Analytics['topMarkets'],
    topAgencies: client.prepare(TOP_AGENCIES).all() as Analytics['topAgencies'],
    statusDistribution: byCustomer,
    unmetDemand: client.prepare(UNMET_DEMAND).all() as Analytics['unmetDemand'],
    medianFirstActionHours: median((client.prepare(FIRST_ACTION_HOURS).all() as { hours: number }[]).map((r) => r.hours)),
    overdueRequests: (client.prepare(OVERDUE_COUNT).get(overdueCutoff(clock.now(), timeZone)) as { n: number }).n,
  };
}
