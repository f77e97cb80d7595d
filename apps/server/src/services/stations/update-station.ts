import { eq } from 'drizzle-orm';
import type { AdminStation, StationUpdate } from '@app/core';
import type { AppDeps } from '../../context';
import { stations } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { findStation } from './find-station';
import { adminStationJson, CALL_LETTERS_TAKEN, type StationRow } from './station-json';
import { enqueueStationChanged } from '../webhooks/station-webhook-events';

export interface UpdateStationOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  id: string;
  /** The fields to change (absent keys stay as they are). */
  patch: StationUpdate;
}

/** Changes the given fields of a station; 404 if unknown, 409 when the new call letters are taken. */
export async function updateStation({ deps, actor, id, patch }: UpdateStationOptions): Promise<AdminStation> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<StationRow>;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const before = await findStation({ db: tx, id });
      if (!before) throw notFound('Station not found');
      const after: StationRow = { ...before, ...changes, updatedAt: deps.clock.now().toISOString() };
      await tx
        .update(stations)
        .set({ ...changes, updatedAt: after.updatedAt })
        .where(eq(stations.id, id));
      await recordAudit({ tx, clock: deps.clock, actor, action: 'station.update', targetType: 'station', targetId: id, before, after });
      await enqueueStationChanged({ tx, station: after, at: after.updatedAt });
      return adminStationJson(after);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'stations.call_letters')) {
      const message = CALL_LETTERS_TAKEN(String(changes.callLetters));
      throw new AppError(409, message, 'conflict', { callLetters: [message] });
    }
    throw err;
  }
}
