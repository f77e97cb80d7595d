import { addDays, daysBetween, isBookableDate } from '@app/core';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { getStationBlackouts } from './get-station-blackouts';

export interface ListUnavailableDatesOptions {
  db: Db;
  clock: Clock;
  timeZone: string;
  stationId: string;
  /** Inclusive, YYYY-MM-DD, already checked (at most AVAILABILITY_MAX_DAYS apart). */
  from: string;
  to: string;
}

/**
 * The dates from `from` to `to` on which the station cannot be booked: too soon, weekends, more
 * than 12 months ahead, or in one of its blackout ranges. The booking form offers every other date.
 */
export async function listUnavailableDates(opts: ListUnavailableDatesOptions): Promise<string[]> {
  const blackouts = await getStationBlackouts({ db: opts.db, stationId: opts.stationId });
  const ctx = { timeZone: opts.timeZone, now: opts.clock.now(), blackouts };
  const out: string[] = [];
  const days = daysBetween(opts.from, opts.to);
  for (let i = 0; i <= days; i++) {
    const date = addDays(opts.from, i);
    if (!isBookableDate(date, ctx)) out.push(date);
  }
  return out;
}
