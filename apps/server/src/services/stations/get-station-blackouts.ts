import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { stationBlackoutSchema } from '@app/core';
import type { Db } from '../../db/client';
import type { ReadAlong } from '../../db/insert-together';
import { preparedRead } from '../../db/prepared-read';
import { stationBlackouts } from '../../db/schema';

export type StationBlackout = z.infer<typeof stationBlackoutSchema>;

export interface GetStationBlackoutsOptions {
  db: Pick<Db, 'select'>;
  stationId: string;
}

/** A station's blackout ranges, earliest first (none for an unknown station). */
export async function getStationBlackouts({ db, stationId }: GetStationBlackoutsOptions): Promise<StationBlackout[]> {
  return blackoutsOf(db, { stationId });
}

// Read by every booking.
const blackoutsOf = preparedRead((db, p: { stationId: string }) =>
  db
    .select({ from: stationBlackouts.fromDate, to: stationBlackouts.toDate, note: stationBlackouts.note })
    .from(stationBlackouts)
    .where(eq(stationBlackouts.stationId, p.stationId))
    .orderBy(asc(stationBlackouts.fromDate)),
);

/** A blackout range with its station, as the read of several stations' ranges answers it. */
export type StationBlackoutRow = StationBlackout & { stationId: string };

/**
 * The read of the blackout ranges of several stations, earliest first (a booking makes it along
 * with its insert: db/insert-together.ts); blackoutsByStation sorts its rows by station.
 */
export function blackoutsOfStationsRead(stationIds: readonly string[]): ReadAlong<StationBlackoutRow> {
  const columns = { stationId: stationBlackouts.stationId, from: stationBlackouts.fromDate, to: stationBlackouts.toDate, note: stationBlackouts.note };
  const where = inArray(stationBlackouts.stationId, [...stationIds]);
  const orderBy = asc(stationBlackouts.fromDate);
  return {
    async run(db) {
      const [only] = stationIds;
      if (only !== undefined && stationIds.length === 1) return (await blackoutsOf(db, { stationId: only })).map((range) => ({ stationId: only, ...range }));
      if (!stationIds.length) return [];
      return db.select(columns).from(stationBlackouts).where(where).orderBy(orderBy);
    },
    columns,
    from: stationBlackouts,
    where,
    orderBy,
  };
}

/** The rows of blackoutsOfStationsRead by station id, an empty list for a station without any. */
export function blackoutsByStation(stationIds: readonly string[], rows: readonly StationBlackoutRow[]): Map<string, StationBlackout[]> {
  const byStation = new Map<string, StationBlackout[]>(stationIds.map((id) => [id, []]));
  for (const { stationId, ...range } of rows) byStation.get(stationId)?.push(range);
  return byStation;
}

/**
 * The blackout ranges of several stations, earliest first, in one read (a request for several
 * stations checks them all): by station id, an empty list for a station without any.
 */
export async function getBlackoutsOfStations({
  db,
  stationIds,
}: {
  db: Pick<Db, 'select'>;
  stationIds: readonly string[];
}): Promise<Map<string, StationBlackout[]>> {
  return blackoutsByStation(stationIds, await blackoutsOfStationsRead(stationIds).run(db));
}
