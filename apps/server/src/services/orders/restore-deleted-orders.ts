import { eq, inArray } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES, UNDO_WINDOW_MS } from '@app/core';
import type { AppDeps } from '../../context';
import { deletedOrders, orderEvents, orders, slotOffers, stationRequests, stations, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { recordOrderRestored } from '../profiles/record-order-deleted';

export interface RestoreDeletedOrdersOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  /** The orders a single or bulk delete removed. */
  ids: readonly string[];
}

type Kept = {
  order: typeof orders.$inferSelect;
  events: (typeof orderEvents.$inferSelect)[];
  stationRequest: typeof stationRequests.$inferSelect | null;
  slotOffer: typeof slotOffers.$inferSelect | null;
};

/**
 * POST /api/admin/orders/restore: within 10 seconds of a delete (UNDO_WINDOW_MS, as for a status
 * change), puts the deleted orders back as they were, with their history, station request and
 * slot offer, and counts them again in their owners' profiles. The rows are inserted again, so
 * the change feed and the order counters' triggers see them as written anew. All or nothing: 409
 * when any of them is past the window or was never deleted.
 */
export async function restoreDeletedOrders({ deps, actor, ids }: RestoreDeletedOrdersOptions): Promise<{ restored: string[] }> {
  const unique = [...new Set(ids)];
  const restored = await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const kept = await tx.select().from(deletedOrders).where(inArray(deletedOrders.orderId, unique));
    const live = kept.filter((k) => now.getTime() - Date.parse(k.deletedAt) < UNDO_WINDOW_MS);
    if (live.length !== unique.length) throw new AppError(409, LIFECYCLE_MESSAGES.undoExpired, 'not_allowed_now');
    for (const k of live) {
      const { order, events, stationRequest, slotOffer } = k.rows as unknown as Kept;
      // A station or account removed meanwhile: the order comes back without it, as their deletes leave orders.
      const stationGone =
        order.stationId !== null && (await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, order.stationId))).length === 0;
      const userGone = order.userId !== null && (await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId))).length === 0;
      const row = { ...order, stationId: stationGone ? null : order.stationId, userId: userGone ? null : order.userId };
      await tx.insert(orders).values(row);
      if (events.length > 0) await tx.insert(orderEvents).values(events);
      if (stationRequest) await tx.insert(stationRequests).values(stationRequest);
      if (slotOffer) await tx.insert(slotOffers).values(slotOffer);
      const station = row.stationId ? (await tx.select({ rate: stations.rate }).from(stations).where(eq(stations.id, row.stationId)))[0] : undefined;
      await recordOrderRestored({
        tx,
        order: { userId: row.userId, email: row.email, stationRate: station?.rate ?? null, status: row.status },
        clock: deps.clock,
      });
      await recordAudit({ tx, clock: deps.clock, actor, action: 'order.restore', targetType: 'order', targetId: row.id, after: row });
      await tx.delete(deletedOrders).where(eq(deletedOrders.orderId, row.id));
    }
    return live.map((k) => k.orderId);
  });
  return { restored };
}
