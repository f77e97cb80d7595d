import { addDays, daysBetween, isBookableDate } from '@app/core';
import type { AppDeps } from '../../context';
import { getStationBlackouts } from './get-station-blackouts';

export interface ListUnavailableDatesOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  stationId: string;
  /** Inclusive, YYYY-MM-DD, already checked (at most AVAILABILITY_MAX_DAYS apart). */
  from: string;
  to: string;
}

/**
 * The dates from `from` to `to` on which the station cannot be booked: too soon, weekends, more
 * than 12 months ahead, or in one of its blackout ranges. The booking form offers every other date.
 */
export async function listUnavailableDates({ deps, stationId, from, to }: ListUnavailableDatesOptions): Promise<string[]> {
  const blackouts = await getStationBlackouts({ db: deps.db, stationId });
  const ctx = { timeZone: deps.config.businessTimeZone, now: deps.clock.now(), blackouts };
  const out: string[] = [];
  const days = daysBetween(from, to);
  for (let i = 0; i <= days; i++) {
    const date = addDays(from, i);
    if (!isBookableDate(date, ctx)) out.push(date);
  }
  return out;
}
