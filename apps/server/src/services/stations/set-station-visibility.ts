import { eq } from 'drizzle-orm';
import type { AdminStation } from '@app/core';
import type { AppDeps } from '../../context';
import { stations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { findStation } from './find-station';
import { adminStationJson, type StationRow } from './station-json';
import { enqueueStationChanged } from '../webhooks/station-webhook-events';

export interface SetStationVisibilityOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  id: string;
  isHidden: boolean;
}

/** Hides or shows a station on every public surface (search, chat, booking); 404 if unknown. */
export async function setStationVisibility({ deps, actor, id, isHidden }: SetStationVisibilityOptions): Promise<AdminStation> {
  return inTransaction(deps.db, async (tx) => {
    const before = await findStation({ db: tx, id });
    if (!before) throw notFound('Station not found');
    const after: StationRow = { ...before, isHidden, updatedAt: deps.clock.now().toISOString() };
    await tx.update(stations).set({ isHidden, updatedAt: after.updatedAt }).where(eq(stations.id, id));
    await recordAudit({
      tx,
      clock: deps.clock,
      actor,
      action: 'station.visibility',
      targetType: 'station',
      targetId: id,
      before: { isHidden: before.isHidden },
      after: { isHidden },
    });
    await enqueueStationChanged({ tx, station: after, at: after.updatedAt });
    return adminStationJson(after);
  });
}
