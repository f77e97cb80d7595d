import { eq } from 'drizzle-orm';
import type { BlackoutInput } from '@app/core';
import { stationBlackouts, stations } from '../../db/schema';
import type { AppDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/random';
import { getStationBlackouts, type StationBlackout } from './get-station-blackouts';
import { inTransaction } from '../../db/transaction';

export interface SetStationBlackoutsOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  stationId: string;
  ranges: readonly BlackoutInput[];
}

/** Replaces a station's blackout ranges with `ranges` in one transaction; 404 for an unknown station. */
export async function setStationBlackouts({ deps, stationId, ranges }: SetStationBlackoutsOptions): Promise<StationBlackout[]> {
  const { db } = deps;
  const now = deps.clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    const exists = (await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)))[0];
    if (!exists) throw notFound('Station not found');
    await tx.delete(stationBlackouts).where(eq(stationBlackouts.stationId, stationId));
    for (const r of ranges) {
      await tx.insert(stationBlackouts).values({ id: newId(), stationId, fromDate: r.from, toDate: r.to, note: r.note, createdAt: now });
    }
  });
  return getStationBlackouts({ db, stationId });
}
