import type { AdminOrderChange } from '@app/core';
import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/random';
import type { AuditActor } from '../audit/record-audit';
import { applyOrderChange, type OrderChange } from './apply-order-change';
import { getAdminOrder } from './get-admin-order';

export interface ChangeOrderStatusOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  actor: AuditActor;
  id: string;
  change: OrderChange;
}

/**
 * PATCH /api/admin/orders/:id: any stored status may be set at any time (an operator may correct
 * any mistake), with a slot (required to complete a booking), proof of airing and a reason. The
 * answer carries the id that undoes the change for 10 seconds (null when nothing changed).
 */
export async function changeOrderStatus({ deps, actor, id, change }: ChangeOrderStatusOptions): Promise<AdminOrderChange> {
  const changeId = newId();
  const order = await inTransaction(deps.db, async (tx) => {
    const { found, changed } = await applyOrderChange({ tx, deps, actor, id, change, changeId });
    if (!found) throw notFound('Request not found');
    return { ...(await getAdminOrder({ deps: { ...deps, db: tx }, id })), changeId: changed ? changeId : null };
  });
  deps.mailer.wake();
  return order;
}
