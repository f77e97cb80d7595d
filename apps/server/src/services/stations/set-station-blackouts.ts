import { eq } from 'drizzle-orm';
import type { BlackoutInput } from '@app/core';
import type { Db } from '../../db/client';
import { stationBlackouts, stations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/random';
import { getStationBlackouts, type StationBlackout } from './get-station-blackouts';
import { inTransaction } from '../../db/transaction';

/** Replaces a station's blackout ranges with `ranges` in one transaction; 404 for an unknown station. */
export async function setStationBlackouts(opts: { db: Db; clock: Clock; stationId: string; ranges: readonly BlackoutInput[] }): Promise<StationBlackout[]> {
  const { db, stationId } = opts;
  const now = opts.clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    const exists = (await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)))[0];
    if (!exists) throw notFound('Station not found');
    await tx.delete(stationBlackouts).where(eq(stationBlackouts.stationId, stationId));
    for (const r of opts.ranges) {
      await tx.insert(stationBlackouts).values({ id: newId(), stationId, fromDate: r.from, toDate: r.to, note: r.note, createdAt: now });
    }
  });
  return getStationBlackouts({ db, stationId });
}
