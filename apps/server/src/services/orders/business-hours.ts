import { addDays, isWeekday, RESPONSE_DEADLINE_BUSINESS_HOURS, todayIn } from '@app/core';
import { HOUR } from '../../lib/time';
import { zonedMidnight } from '../../lib/zoned-time';

/**
 * The instant `hours` business hours before `now`, counting only Monday to Friday in `timeZone`
 * (weekends do not run the clock). A request created before it has waited longer than that.
 */
export function businessHoursBefore(now: Date, hours: number, timeZone: string): Date {
  let remaining = hours * HOUR;
  let date = todayIn(timeZone, now);
  let end = now.getTime();
  for (;;) {
    const start = zonedMidnight(date, timeZone).getTime();
    if (isWeekday(date)) {
      if (end - start >= remaining) return new Date(end - remaining);
      remaining -= end - start;
    }
    end = start;
    date = addDays(date, -1);
  }
}

/**
 * Requests created before this instant and still pending are overdue: the promised answer
 * within 24 business hours (Monday to Friday in BUSINESS_TIMEZONE) has passed. ISO string,
 * comparable with createdAt.
 */
export function overdueCutoff(now: Date, timeZone: string): string {
  return businessHoursBefore(now, RESPONSE_DEADLINE_BUSINESS_HOURS, timeZone).toISOString();
}

/** Whether an order is overdue at the given cutoff: still pending and created before it. */
export function isOverdue(order: { status: string; createdAt: string }, cutoff: string): boolean {
  return order.status === 'pending' && order.createdAt < cutoff;
}
