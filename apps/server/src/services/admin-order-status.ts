import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES, UNDO_WINDOW_MS, type AdminOrderChange, type OrderStatus } from '@app/core';
import type { AppDeps } from '../context';
import { orderEvents, orders } from '../db/schema';
import { AppError, notFound } from '../lib/errors';
import { newId } from '../lib/random';
import { getAdminOrder, findOrderWithStation } from './admin-orders';
import { recordAudit, type AuditActor } from './audit/record-audit';
import { overdueCutoff } from './lifecycle/business-hours';
import { applyOrderChange, type OrderChange, type Tx } from './lifecycle/change-order';
import { adminActor, recordOrderEvent } from './lifecycle/record-order-event';
import { recordOrderDeleted, recordOrderStatusChanged } from './profile-counters';
import { inTransaction } from '../db/transaction';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;

/** Deletes one order inside `tx`, uncounting it from its owner's profile; false when unknown. */
async function applyDelete(tx: Tx, deps: Deps, actor: AuditActor, id: string): Promise<boolean> {
  const found = await findOrderWithStation(tx, id);
  if (!found) return false;
  const { order, station } = found;
  await tx.delete(orders).where(eq(orders.id, id));
  await recordOrderDeleted(tx, { userId: order.userId, email: order.email, stationRate: station?.rate ?? null, status: order.status }, deps.clock.now());
  await recordAudit({ tx, clock: deps.clock, actor, action: 'order.delete', targetType: 'order', targetId: id, before: order });
  return true;
}

/**
 * PATCH /api/admin/orders/:id: any stored status may be set at any time (an operator may correct any mistake), with a slot
 * (required to complete a booking), proof of airing and a reason. The answer carries the id that
 * undoes the change for 10 seconds (null when nothing changed).
 */
export async function changeOrderStatus(deps: Deps, actor: AuditActor, id: string, change: OrderChange): Promise<AdminOrderChange> {
  const changeId = newId();
  const order = await inTransaction(deps.db, async (tx) => {
    const { found, changed } = await applyOrderChange({ tx, deps, actor, id, change, changeId });
    if (!found) throw notFound('Request not found');
    return { ...await getAdminOrder(tx, id, overdueCutoff(deps.clock.now(), deps.config.businessTimeZone)), changeId: changed ? changeId : null };
  });
  deps.mailer.wake();
  return order;
}

/** DELETE /api/admin/orders/:id. */
export async function deleteOrder(deps: Deps, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    if (!await applyDelete(tx, deps, actor, id)) throw notFound('Request not found');
  });
}

export type BulkOrderAction = { action: 'status'; status: OrderStatus } | { action: 'delete' };

/**
 * Applies one action to several orders in one transaction, one audit entry each. Ids that do
 * not exist (already deleted by someone else) are reported, not fatal. A status change carries
 * one change id for all of them, which undoes the whole action.
 */
export async function bulkOrders(
  deps: Deps,
  actor: AuditActor,
  ids: readonly string[],
  action: BulkOrderAction,
): Promise<{ done: string[]; missing: string[]; changeId: string | null }> {
  const done: string[] = [];
  const missing: string[] = [];
  const changeId = newId();
  let changed = false;
  await inTransaction(deps.db, async (tx) => {
    for (const id of new Set(ids)) {
      let ok: boolean;
      if (action.action === 'delete') ok = await applyDelete(tx, deps, actor, id);
      else {
        const result = await applyOrderChange({ tx, deps, actor, id, change: { status: action.status }, changeId });
        ok = result.found;
        changed ||= result.changed;
      }
      (ok ? done : missing).push(id);
    }
  });
  if (action.action === 'status') deps.mailer.wake();
  return { done, missing, changeId: changed ? changeId : null };
}

/**
 * POST /api/admin/orders/undo: within 10 seconds of a single or bulk change, puts every order it
 * touched back as it was (status, slot, proof of airing) and cancels the customer emails it
 * queued, which have not left yet. 409 once the window has passed or a later change followed.
 */
export async function undoOrderChange(deps: Deps, actor: AuditActor, changeId: string): Promise<{ undone: string[] }> {
  const undone = await inTransaction(deps.db, async (tx) => {
    const events = await tx.select().from(orderEvents).where(eq(orderEvents.changeId, changeId)).orderBy(desc(orderEvents.at));
    const first = events.at(-1);
    if (!first) throw notFound('Change not found');
    const now = deps.clock.now();
    if (now.getTime() - Date.parse(first.at) >= UNDO_WINDOW_MS) {
      throw new AppError(409, LIFECYCLE_MESSAGES.undoExpired, 'not_allowed_now');
    }
    const orderIds = [...new Set(events.map((e) => e.orderId))];
    const later = (await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, orderIds), gt(orderEvents.at, first.at), ne(orderEvents.changeId, changeId), eq(orderEvents.internal, false))))[0];
    if (later) throw new AppError(409, LIFECYCLE_MESSAGES.undoExpired, 'not_allowed_now');
    const at = now.toISOString();
    for (const orderId of orderIds) {
      const found = await findOrderWithStation(tx, orderId);
      if (!found) continue;
      const { order, station } = found;
      const restore: Partial<typeof orders.$inferInsert> = { updatedAt: at };
      for (const e of events.filter((ev) => ev.orderId === orderId)) {
        if (e.kind === 'status' && e.from) {
          const back = e.from as OrderStatus;
          restore.status = back;
          restore.cancelReason = null;
          await recordOrderStatusChanged(tx, { userId: order.userId, email: order.email, stationRate: station?.rate ?? null }, order.status, back, now);
          await recordAudit({ tx, clock: deps.clock, actor, action: 'order.status', targetType: 'order', targetId: orderId, before: { status: order.status }, after: { status: back } });
        } else if (e.kind === 'slot') {
          const prev = e.from ? (JSON.parse(e.from) as { startsAt: string; timeZone: string; format: 'in_studio' | 'remote'; callTime: string | null; producerNote: string | null }) : null;
          Object.assign(restore, {
            slotStartsAt: prev?.startsAt ?? null,
            slotTimeZone: prev?.timeZone ?? null,
            slotFormat: prev?.format ?? null,
            slotCallTime: prev?.callTime ?? null,
            slotProducerNote: prev?.producerNote ?? null,
          });
        } else if (e.kind === 'aired') {
          const prev = e.from ? (JSON.parse(e.from) as { airedAt: string | null; clipUrl: string | null }) : null;
          Object.assign(restore, { airedAt: prev?.airedAt ?? null, clipUrl: prev?.clipUrl ?? null });
        }
      }
      await tx.update(orders).set(restore).where(eq(orders.id, orderId));
      await recordOrderEvent(tx, { orderId, at, actor: adminActor(actor.username), kind: 'undo', to: restore.status ?? null, internal: true });
    }
    // The undone change leaves no trace in the customer's timeline: its rows go, the undo row stays for operators.
    await tx.delete(orderEvents).where(eq(orderEvents.changeId, changeId));
    await deps.mailer.cancelChange(tx, changeId);
    return orderIds;
  });
  return { undone };
}

/** POST /api/admin/orders/:id/notes: an operator-only note in the order's history. */
export async function addOrderNote(deps: Deps, actor: AuditActor, id: string, text: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    if (!await findOrderWithStation(tx, id)) throw notFound('Request not found');
    await recordOrderEvent(tx, { orderId: id, at: deps.clock.now().toISOString(), actor: adminActor(actor.username), kind: 'note', to: text, internal: true });
  });
}
