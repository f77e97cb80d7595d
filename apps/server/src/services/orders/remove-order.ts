import { eq, lte } from 'drizzle-orm';
import { UNDO_WINDOW_MS } from '@app/core';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { deletedOrders, orderEvents, orders, slotOffers, stationRequests } from '../../db/schema';
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

/**
 * Drops what deletes older than the undo window kept: once per delete transaction (single or
 * bulk), not per order, since a bulk delete of hundreds would otherwise repeat it for each.
 */
export async function pruneDeletedOrders({ tx, clock }: { tx: Tx; clock: Clock }): Promise<void> {
  await tx.delete(deletedOrders).where(lte(deletedOrders.deletedAt, new Date(clock.now().getTime() - UNDO_WINDOW_MS).toISOString()));
}

/**
 * Deletes one order inside `tx`, uncounting it from its owner's profile; false when unknown. The
 * rows it removes (the order, its events, station request and slot offer) are kept in
 * deleted_orders for the undo window (restore-deleted-orders.ts); the caller prunes older ones
 * (pruneDeletedOrders).
 */
export async function removeOrder({ tx, deps, actor, id }: RemoveOrderOptions): Promise<boolean> {
  const found = await findOrderWithStation({ db: tx, id });
  if (!found) return false;
  const { order, station } = found;
  const now = deps.clock.now();
  // One after the other: a transaction is one connection (node-postgres queues concurrent queries on a client, deprecated).
  const events = await tx.select().from(orderEvents).where(eq(orderEvents.orderId, id));
  const stationRequest = await tx.select().from(stationRequests).where(eq(stationRequests.orderId, id));
  const slotOffer = await tx.select().from(slotOffers).where(eq(slotOffers.orderId, id));
  const kept = {
    orderId: id,
    deletedAt: now.toISOString(),
    rows: { order, events, stationRequest: stationRequest[0] ?? null, slotOffer: slotOffer[0] ?? null },
  };
  await tx
    .insert(deletedOrders)
    .values(kept)
    .onConflictDoUpdate({ target: deletedOrders.orderId, set: { deletedAt: kept.deletedAt, rows: kept.rows } });
  await tx.delete(orders).where(eq(orders.id, id));
  await recordOrderDeleted({
    tx,
    order: { userId: order.userId, email: order.email, stationRate: station?.rate ?? null, status: order.status },
    clock: deps.clock,
  });
  await recordAudit({ tx, clock: deps.clock, actor, action: 'order.delete', targetType: 'order', targetId: id, before: order });
  return true;
}
