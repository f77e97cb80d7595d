import type { AdminStation, StationInput } from '@app/core';
import type { AppDeps } from '../../context';
import { stations } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/random';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { adminStationJson, CALL_LETTERS_TAKEN, type StationRow } from './station-json';
import { enqueueStationChanged } from '../webhooks/station-webhook-events';

export interface CreateStationOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  input: StationInput;
}

/** Adds a station; 409 when the call letters are taken. The public catalogue sees it at once (SQL triggers). */
export async function createStation({ deps, actor, input }: CreateStationOptions): Promise<AdminStation> {
  const now = deps.clock.now().toISOString();
  const row: StationRow = { id: newId(), ...input, isHidden: false, createdAt: now, updatedAt: now };
  try {
    await inTransaction(deps.db, async (tx) => {
      await tx.insert(stations).values(row);
      await recordAudit({ tx, clock: deps.clock, actor, action: 'station.create', targetType: 'station', targetId: row.id, after: row });
      await enqueueStationChanged({ tx, station: row, at: now });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'stations.call_letters')) {
      const message = CALL_LETTERS_TAKEN(input.callLetters);
      throw new AppError(409, message, 'conflict', { callLetters: [message] });
    }
    throw err;
  }
  return adminStationJson(row);
}
