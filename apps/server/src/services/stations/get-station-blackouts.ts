import { asc, eq, sql } from 'drizzle-orm';
import type { BlackoutRange } from '@app/core';
import { perConnection, type Db } from '../../db/client';
import { stationBlackouts } from '../../db/schema';

export interface StationBlackout extends BlackoutRange {
  note: string | null;
}

// Read on every booking: prepared once per connection.
const byStation = perConnection((db) =>
  db
    .select({ from: stationBlackouts.fromDate, to: stationBlackouts.toDate, note: stationBlackouts.note })
    .from(stationBlackouts)
    .where(eq(stationBlackouts.stationId, sql.placeholder('stationId')))
    .orderBy(asc(stationBlackouts.fromDate))
    .prepare(),
);

/** A station's blackout ranges, earliest first (none for an unknown station). */
export function getStationBlackouts(opts: { db: Db; stationId: string }): StationBlackout[] {
  return byStation(opts.db).all({ stationId: opts.stationId });
}
