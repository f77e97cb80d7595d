import { eq } from 'drizzle-orm';
import type { BlackoutInput } from '@app/core';
import type { Db } from '../../db/client';
import { stationBlackouts, stations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/random';
import { getStationBlackouts, type StationBlackout } from './get-station-blackouts';

/** Replaces a station's blackout ranges with `ranges` in one transaction; 404 for an unknown station. */
export function setStationBlackouts(opts: { db: Db; clock: Clock; stationId: string; ranges: readonly BlackoutInput[] }): StationBlackout[] {
  const { db, stationId } = opts;
  const now = opts.clock.now().toISOString();
  db.transaction((tx) => {
    const exists = tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)).get();
    if (!exists) throw notFound('Station not found');
    tx.delete(stationBlackouts).where(eq(stationBlackouts.stationId, stationId)).run();
    for (const r of opts.ranges) {
      tx.insert(stationBlackouts).values({ id: newId(), stationId, fromDate: r.from, toDate: r.to, note: r.note, createdAt: now }).run();
    }
  });
  return getStationBlackouts({ db, stationId });
}
