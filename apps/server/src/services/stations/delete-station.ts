import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { stations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { findStation } from './find-station';
import { enqueueStationChanged } from '../webhooks/station-webhook-events';

export interface DeleteStationOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  id: string;
}

/** Deletes a station; 404 if unknown. Its orders are kept with no station (the foreign key sets it null). */
export async function deleteStation({ deps, actor, id }: DeleteStationOptions): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const before = await findStation({ db: tx, id });
    if (!before) throw notFound('Station not found');
    await tx.delete(stations).where(eq(stations.id, id));
    await recordAudit({ tx, clock: deps.clock, actor, action: 'station.delete', targetType: 'station', targetId: id, before });
    await enqueueStationChanged({ tx, station: before, at: deps.clock.now().toISOString() });
  });
}
