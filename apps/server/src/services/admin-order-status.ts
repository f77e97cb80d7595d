import { eq } from 'drizzle-orm';
import type { AdminOrder, OrderStatus } from '@app/core';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../lib/errors';
import { isEmailedStatus, statusChangedEmail } from '../mail/templates/status-changed-email';
import { adminOrderJson, findOrderWithStation, orderHistory } from './admin-orders';
import { adminStationJson } from './admin-stations';
import { recordAudit, type AuditActor } from './audit-log';
import { recordOrderDeleted, recordOrderStatusChanged } from './profile-counters';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sets the stored status inside `tx`: profile counters, the requester's email for
 * booking_completed / finished / cancelled (DESIGN 4) and the audit entry all commit with it.
 * Returns false when the order does not exist; an unchanged status writes nothing.
 */
function applyStatus(tx: Tx, deps: Deps, actor: AuditActor, id: string, status: OrderStatus): boolean {
  const found = findOrderWithStation(tx, id);
  if (!found) return false;
  const { order, station } = found;
  if (order.status === status) return true;
  const now = deps.clock.now();
  tx.update(orders).set({ status, updatedAt: now.toISOString() }).where(eq(orders.id, id)).run();
  recordOrderStatusChanged(tx, { userId: order.userId, email: order.email, stationRate: station?.rate ?? null }, order.status, status, now);
  if (isEmailedStatus(status)) {
    deps.mailer.enqueue(
      statusChangedEmail({
        status,
        order,
        station: station ? adminStationJson(station) : null,
        publicUrl: deps.config.publicUrl,
        contactEmail: deps.config.contactEmail,
      }),
    );
  }
  recordAudit(tx, deps.clock, {
    actor,
    action: 'order.status',
    targetType: 'order',
    targetId: id,
    before: { status: order.status },
    after: { status },
  });
  return true;
}

/** Deletes one order inside `tx`, uncounting it from its owner's profile; false when unknown. */
function applyDelete(tx: Tx, deps: Deps, actor: AuditActor, id: string): boolean {
  const found = findOrderWithStation(tx, id);
  if (!found) return false;
  const { order, station } = found;
  tx.delete(orders).where(eq(orders.id, id)).run();
  recordOrderDeleted(tx, { userId: order.userId, email: order.email, stationRate: station?.rate ?? null, status: order.status }, deps.clock.now());
  recordAudit(tx, deps.clock, { actor, action: 'order.delete', targetType: 'order', targetId: id, before: order });
  return true;
}

/** PATCH /api/admin/orders/:id: any stored status may be set at any time (spec 4). */
export function changeOrderStatus(deps: Deps, actor: AuditActor, id: string, status: OrderStatus): AdminOrder {
  const order = deps.db.transaction((tx) => {
    if (!applyStatus(tx, deps, actor, id, status)) throw notFound('Request not found');
    const found = findOrderWithStation(tx, id);
    if (!found) throw notFound('Request not found');
    return { ...adminOrderJson(found.order, found.station), history: orderHistory(tx, found.order) };
  });
  deps.mailer.wake();
  return order;
}

/** DELETE /api/admin/orders/:id. */
export function deleteOrder(deps: Deps, actor: AuditActor, id: string): void {
  deps.db.transaction((tx) => {
    if (!applyDelete(tx, deps, actor, id)) throw notFound('Request not found');
  });
}

export type BulkOrderAction = { action: 'status'; status: OrderStatus } | { action: 'delete' };

/**
 * Applies one action to several orders in one transaction, one audit entry each. Ids that do
 * not exist (already deleted by someone else) are reported, not fatal.
 */
export function bulkOrders(
  deps: Deps,
  actor: AuditActor,
  ids: readonly string[],
  action: BulkOrderAction,
): { done: string[]; missing: string[] } {
  const done: string[] = [];
  const missing: string[] = [];
  deps.db.transaction((tx) => {
    for (const id of new Set(ids)) {
      const ok = action.action === 'delete' ? applyDelete(tx, deps, actor, id) : applyStatus(tx, deps, actor, id, action.status);
      (ok ? done : missing).push(id);
    }
  });
  if (action.action === 'status') deps.mailer.wake();
  return { done, missing };
}
