// What the admin Analytics tab counts, wherever it is counted: the server from its counters, the
// console from its replica. Both take their windows and roundings from here.
import type { Analytics } from './api-types';
import { addDays, todayIn } from './dates';
import { conversionRate, customerStatusOf, type CustomerStatus } from './status';
import { zonedMidnight } from './zoned-time';

/** Days in the activity chart (the last 7, today included) and entries in the top lists. */
export const ACTIVITY_DAYS = 7;
export const TOP_N = 5;

/**
 * The activity chart's days, oldest first, in the business time zone, and the instants they
 * start at: `starts[i]` begins `dates[i]`, and `starts[ACTIVITY_DAYS]` ends today.
 */
export function activityDays(timeZone: string, now: Date): { dates: string[]; starts: Date[] } {
  const today = todayIn(timeZone, now);
  const dates = Array.from({ length: ACTIVITY_DAYS }, (_, i) => addDays(today, i - (ACTIVITY_DAYS - 1)));
  return { dates, starts: [...dates, addDays(today, 1)].map((d) => zonedMidnight(d, timeZone)) };
}

/** Hours with one decimal, from milliseconds; null stays null. */
export const tenthsOfHours = (ms: number | null): number | null => (ms === null ? null : Math.round((ms / 3_600_000) * 10) / 10);

/** The figures of the status cards and chart, from how many orders hold each stored status. */
export function statusFigures(
  countsByStatus: Iterable<[status: string, count: number]>,
): Pick<Analytics, 'totalSubmissions' | 'conversionRate' | 'pendingRequests' | 'completed' | 'confirmed' | 'cancelled' | 'statusDistribution'> {
  const byCustomer: Record<CustomerStatus, number> = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  let total = 0;
  for (const [status, n] of countsByStatus) {
    byCustomer[customerStatusOf(status)] += n;
    total += n;
  }
  return {
    totalSubmissions: total,
    conversionRate: conversionRate(byCustomer.confirmed, byCustomer.completed, total),
    pendingRequests: byCustomer.pending,
    completed: byCustomer.completed,
    confirmed: byCustomer.confirmed,
    cancelled: byCustomer.cancelled,
    statusDistribution: byCustomer,
  };
}
