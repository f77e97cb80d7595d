import {
  addDays,
  bookingDateError,
  earliestBookingDate,
  MAX_OFFERED_SLOTS,
  todayIn,
  wallClock,
  zonedLocalToIso,
  type BlackoutRange,
  type BookedSlot,
  type OfferedSlot,
} from '@app/core';
import { badRequest } from '../../lib/errors';

interface DateRules {
  /** BUSINESS_TIMEZONE: "today" of the booking rules. */
  businessTimeZone: string;
  now: Date;
  blackouts: readonly BlackoutRange[];
}

/**
 * The station's proposed times as offers in its time zone. Each must fall (in the station's time
 * zone) on a date that passes the booking rules: 400 with the rule's message per option otherwise.
 */
export function proposedOffers(options: { startsAt: string; format: OfferedSlot['format'] }[], timeZone: string, rules: DateRules): OfferedSlot[] {
  const fieldErrors: Record<string, string[]> = {};
  for (const [i, option] of options.entries()) {
    const error = bookingDateError(todayIn(timeZone, new Date(option.startsAt)), 'preferred', {
      timeZone: rules.businessTimeZone,
      now: rules.now,
      blackouts: rules.blackouts,
    });
    if (error) fieldErrors[`options.${i}.startsAt`] = [error];
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw badRequest(first, fieldErrors);
  // Offered soonest first, however the producer typed them: the requester reads and picks in that order.
  return options.map((o) => ({ startsAt: o.startsAt, timeZone, format: o.format })).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** The wall-clock time 'HH:MM' of an instant in a time zone. */
function wallTime(startsAt: string, timeZone: string): string {
  const w = wallClock(timeZone, new Date(startsAt));
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/**
 * A make-good after a bumped segment: the next (up to 3) dates of the station that pass the
 * booking rules, other than the bumped one, at the bumped slot's time of day and format.
 */
export function makeGoodOffers(bumped: BookedSlot, rules: DateRules): OfferedSlot[] {
  const time = wallTime(bumped.startsAt, bumped.timeZone);
  const bumpedDate = todayIn(bumped.timeZone, new Date(bumped.startsAt));
  const out: OfferedSlot[] = [];
  let date = earliestBookingDate(rules.businessTimeZone, rules.now);
  // A year of dates at most: blackouts could cover many weeks, the booking rules stop at 12 months.
  for (let i = 0; i < 366 && out.length < MAX_OFFERED_SLOTS; i++, date = addDays(date, 1)) {
    if (date === bumpedDate) continue;
    if (bookingDateError(date, 'preferred', { timeZone: rules.businessTimeZone, now: rules.now, blackouts: rules.blackouts })) continue;
    const startsAt = zonedLocalToIso(`${date}T${time}`, bumped.timeZone);
    if (startsAt) out.push({ startsAt, timeZone: bumped.timeZone, format: bumped.format });
  }
  return out;
}
