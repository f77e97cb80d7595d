import { and, desc, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES, UNDO_WINDOW_MS, type OrderStatus } from '@app/core';
import type { AppDeps } from '../../context';
import { orderEvents } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import type { AuditActor } from '../audit/record-audit';
import { adminActor } from './order-actors';
import { recordOrderEvent } from './record-order-event';
import { recordAdminStatusMove } from './record-admin-status-move';
import { findOrderWithStation } from './find-order-with-station';
import { lockOrders } from './lock-orders';
import { updateOrderIfUnchanged, type OrderUpdate } from './update-order-if-unchanged';
import { undoStationRequests } from '../producer/open-station-request';

export interface UndoOrderChangeOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  actor: AuditActor;
  /** The id a single or bulk change answered with. */
  changeId: string;
}

/**
 * POST /api/admin/orders/undo: within 10 seconds of a single or bulk change, puts every order it
 * touched back as it was (status, slot, proof of airing, the station request a send opened) and
 * cancels the emails it queued, which have not left yet. 409 once the window has passed or a later change followed.
 */
export async function undoOrderChange({ deps, actor, changeId }: UndoOrderChangeOptions): Promise<{ undone: string[] }> {
  const undone = await inTransaction(deps.db, async (tx) => {
    const touched = await tx.selectDistinct({ orderId: orderEvents.orderId }).from(orderEvents).where(eq(orderEvents.changeId, changeId));
    await lockOrders(
      tx,
      touched.map((r) => r.orderId),
    );
    // Read once the rows are held: another undo of this change that finished meanwhile took its events.
    const events = await tx.select().from(orderEvents).where(eq(orderEvents.changeId, changeId)).orderBy(desc(orderEvents.at));
    const first = events.at(-1);
    if (!first) throw notFound('Change not found');
    const now = deps.clock.now();
    if (now.getTime() - Date.parse(first.at) >= UNDO_WINDOW_MS) {
      throw new AppError(409, LIFECYCLE_MESSAGES.undoExpired, 'not_allowed_now');
    }
    const orderIds = [...new Set(events.map((e) => e.orderId))];
    const later = (
      await tx
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(
          and(
            inArray(orderEvents.orderId, orderIds),
            gte(orderEvents.at, first.at),
            // The requester's own changes (a cancel, new dates) carry no change id: they count too.
            or(isNull(orderEvents.changeId), ne(orderEvents.changeId, changeId)),
            eq(orderEvents.internal, false),
          ),
        )
    )[0];
    if (later) throw new AppError(409, LIFECYCLE_MESSAGES.undoExpired, 'not_allowed_now');
    const at = now.toISOString();
    for (const orderId of orderIds) {
      const found = await findOrderWithStation({ db: tx, id: orderId });
      if (!found) continue;
      const { order, station } = found;
      const restore: OrderUpdate = { updatedAt: at };
      for (const e of events.filter((ev) => ev.orderId === orderId)) {
        if (e.kind === 'status' && e.from) {
          const back = e.from as OrderStatus;
          restore.status = back;
          restore.cancelReason = null;
          await recordAdminStatusMove({ tx, clock: deps.clock, actor, order, stationRate: station?.rate ?? null, to: back });
        } else if (e.kind === 'slot') {
          const prev = e.from
            ? (JSON.parse(e.from) as {
                startsAt: string;
                timeZone: string;
                format: 'in_studio' | 'remote';
                callTime: string | null;
                producerNote: string | null;
              })
            : null;
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
      await updateOrderIfUnchanged({ tx, before: order, set: restore, conflictMessage: LIFECYCLE_MESSAGES.undoExpired, undo: true });
      await recordOrderEvent({
        tx,
        orderId,
        at,
        actor: adminActor(actor.username),
        kind: 'undo',
        to: restore.status ?? null,
        internal: true,
        businessTimeZone: deps.config.businessTimeZone,
      });
    }
    await undoStationRequests({ tx, orderIds, changeId });
    // The undone change leaves no trace in the customer's timeline: its rows go, the undo row stays for operators.
    await tx.delete(orderEvents).where(eq(orderEvents.changeId, changeId));
    await deps.mailer.cancelChange(tx, changeId);
    return orderIds;
  });
  return { undone };
}
