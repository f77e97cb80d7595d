import { asc, eq, inArray } from 'drizzle-orm';
import type { BlackoutRange } from '@app/core';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { stationBlackouts } from '../../db/schema';

export interface StationBlackout extends BlackoutRange {
  note: string | null;
}

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
  const byStation = new Map<string, StationBlackout[]>(stationIds.map((id) => [id, []]));
  if (stationIds.length === 1) byStation.set(stationIds[0]!, await blackoutsOf(db, { stationId: stationIds[0]! }));
  else if (stationIds.length > 1) {
    const rows = await db
      .select({ stationId: stationBlackouts.stationId, from: stationBlackouts.fromDate, to: stationBlackouts.toDate, note: stationBlackouts.note })
      .from(stationBlackouts)
      .where(inArray(stationBlackouts.stationId, [...stationIds]))
      .orderBy(asc(stationBlackouts.fromDate));
    for (const { stationId, ...range } of rows) byStation.get(stationId)?.push(range);
  }
  return byStation;
}
