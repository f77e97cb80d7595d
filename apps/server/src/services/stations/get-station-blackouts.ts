import { asc, eq } from 'drizzle-orm';
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
