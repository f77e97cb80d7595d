import { eq } from 'drizzle-orm';
import type { BlackoutInput } from '@app/core';
import { stationBlackouts, stations } from '../../db/schema';
import type { AppDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/random';
import { getStationBlackouts, type StationBlackout } from './get-station-blackouts';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type AuditActor } from '../audit/record-audit';

export interface SetStationBlackoutsOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  stationId: string;
  ranges: readonly BlackoutInput[];
}

/** Replaces a station's blackout ranges with `ranges` in one transaction, audited; 404 for an unknown station. */
export async function setStationBlackouts({ deps, actor, stationId, ranges }: SetStationBlackoutsOptions): Promise<StationBlackout[]> {
  const { db } = deps;
  const now = deps.clock.now().toISOString();
  return inTransaction(db, async (tx) => {
    const exists = (await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)))[0];
    if (!exists) throw notFound('Station not found');
    const before = await getStationBlackouts({ db: tx, stationId });
    await tx.delete(stationBlackouts).where(eq(stationBlackouts.stationId, stationId));
    for (const r of ranges) {
      await tx.insert(stationBlackouts).values({ id: newId(), stationId, fromDate: r.from, toDate: r.to, note: r.note, createdAt: now });
    }
    const after = await getStationBlackouts({ db: tx, stationId });
    await recordAudit({ tx, clock: deps.clock, actor, action: 'station.blackouts', targetType: 'station', targetId: stationId, before, after });
    return after;
  });
}
