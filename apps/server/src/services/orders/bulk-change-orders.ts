import type { OrderStatus, SlotInput } from '@app/core';
import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/random';
import type { AuditActor } from '../audit/record-audit';
import { applyOrderChange } from './apply-order-change';
import { lockOrders } from './lock-orders';
import { pruneDeletedOrders, removeOrder } from './remove-order';

export type BulkOrderAction = { action: 'status'; status: OrderStatus; slot?: SlotInput | undefined } | { action: 'delete' };

export interface BulkChangeOrdersOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  actor: AuditActor;
  ids: readonly string[];
  action: BulkOrderAction;
}

/**
 * Applies one action to several orders in one transaction, one audit entry each. Ids that do
 * not exist (already deleted by someone else) are reported, not fatal. A status change carries
 * one change id for all of them, which undoes the whole action.
 */
export async function bulkChangeOrders({
  deps,
  actor,
  ids,
  action,
}: BulkChangeOrdersOptions): Promise<{ done: string[]; missing: string[]; changeId: string | null }> {
  const done: string[] = [];
  const missing: string[] = [];
  const changeId = newId();
  let changed = false;
  const unique = [...new Set(ids)];
  await inTransaction(deps.db, async (tx) => {
    await lockOrders(tx, unique);
    if (action.action === 'delete') await pruneDeletedOrders({ tx, clock: deps.clock });
    for (const id of unique) {
      let ok: boolean;
      if (action.action === 'delete') ok = await removeOrder({ tx, deps, actor, id });
      else {
        const result = await applyOrderChange({ tx, deps, actor, id, change: { status: action.status, slot: action.slot }, changeId });
        ok = result.found;
        changed ||= result.changed;
      }
      (ok ? done : missing).push(id);
    }
  });
  if (action.action === 'status') deps.mailer.wake();
  return { done, missing, changeId: changed ? changeId : null };
}
