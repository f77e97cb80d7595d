import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/transaction';
import { orders } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { recordOrderDeleted } from '../profiles/record-order-deleted';
import { findOrderWithStation } from './find-order-with-station';

export interface RemoveOrderOptions {
  /** The transaction of the delete (one order's, or a bulk action's). */
  tx: Tx;
  deps: Pick<AppDeps, 'clock'>;
  actor: AuditActor;
  id: string;
}

/** Deletes one order inside `tx`, uncounting it from its owner's profile; false when unknown. */
export async function removeOrder({ tx, deps, actor, id }: RemoveOrderOptions): Promise<boolean> {
  const found = await findOrderWithStation({ db: tx, id });
  if (!found) return false;
  const { order, station } = found;
  await tx.delete(orders).where(eq(orders.id, id));
  await recordOrderDeleted({
    tx,
    order: { userId: order.userId, email: order.email, stationRate: station?.rate ?? null, status: order.status },
    clock: deps.clock,
  });
  await recordAudit({ tx, clock: deps.clock, actor, action: 'order.delete', targetType: 'order', targetId: id, before: order });
  return true;
}
