import { and, asc, eq, notInArray } from 'drizzle-orm';
import { canSelfCancel, canSelfReschedule, LIFECYCLE_MESSAGES, type CustomerOrderEvent, type Order } from '@app/core';
import type { AppDeps, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { orderEvents, orders, stations } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import { customerChangeOpsEmail } from '../../mail/templates/customer-change-ops-email';
import { adminStationJson } from '../stations/station-json';
import { ownOrdersCondition } from '../orders/own-orders';
import { loadOrdersJson } from '../orders/load-orders-json';
import { orderJson, slotOf, type OrderRow } from '../orders/order-json';
import { recordOrderStatusChanged } from '../profile-counters';
import { orderMail } from './order-mail';
import { recordOrderEvent } from './record-order-event';
import { inTransaction } from '../../db/transaction';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;

/** Who asks about an order: the signed-in user, and/or a manage-link token. */
export interface OrderCaller {
  user: SessionUser | null;
  token?: string | undefined;
}

/** A manage link works until its order is finished or cancelled. */
const CLOSED = ['finished', 'cancelled'] as const;

async function byManageToken(db: Pick<Db, 'select'>, token: string): Promise<OrderRow | undefined> {
  return (await db
    .select()
    .from(orders)
    .where(and(eq(orders.manageTokenHash, sha256(token)), notInArray(orders.status, [...CLOSED]))))[0];
}

/**
 * The order `id` if the caller may see it: the signed-in owner (own user id, or own verified
 * email), or whoever holds its live manage link. 404 otherwise, so nobody learns which ids exist.
 */
export async function findCustomerOrder(db: Pick<Db, 'select'>, id: string, caller: OrderCaller): Promise<OrderRow> {
  if (caller.token) {
    const row = await byManageToken(db, caller.token);
    if (row && row.id === id) return row;
  }
  if (caller.user) {
    const row = (await db.select().from(orders).where(and(eq(orders.id, id), ownOrdersCondition(caller.user))))[0];
    if (row) return row;
  }
  throw notFound(LIFECYCLE_MESSAGES.orderNotFound);
}

/** GET /api/orders/by-manage-token: the order a manage link belongs to; 404 once it is closed or unknown. */
export async function orderByManageToken(db: Pick<Db, 'select'>, token: string): Promise<Order> {
  const row = await byManageToken(db, token);
  if (!row) throw notFound(LIFECYCLE_MESSAGES.manageLinkInvalid);
  return (await loadOrdersJson({ db, rows: [row] }))[0] as Order;
}

/** GET /api/orders/:id for its owner or manage link. */
export async function customerOrder(db: Pick<Db, 'select'>, id: string, caller: OrderCaller): Promise<Order> {
  return (await loadOrdersJson({ db, rows: [await findCustomerOrder(db, id, caller)] }))[0] as Order;
}

const PUBLIC_KINDS = ['status', 'slot', 'aired', 'reschedule', 'cancel'] as const;

/**
 * The customer's timeline: the request itself, then every change that is not operator-only.
 * Operator notes and undo records never appear, nor operators' names.
 */
export async function customerOrderHistory(db: Pick<Db, 'select'>, id: string, caller: OrderCaller): Promise<CustomerOrderEvent[]> {
  const row = await findCustomerOrder(db, id, caller);
  const events = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.internal, false)))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const timeline: CustomerOrderEvent[] = [{ at: row.createdAt, actor: 'customer', kind: 'created', from: null, to: 'pending', reason: null }];
  for (const e of events) {
    const kind = PUBLIC_KINDS.find((k) => k === e.kind);
    if (!kind) continue;
    const actor = e.actor === 'customer' ? 'customer' : e.actor === 'system' ? 'system' : 'operator';
    timeline.push({ at: e.at, actor, kind, from: e.from, to: e.to, reason: e.reason });
  }
  return timeline;
}

async function stationOf(db: Pick<Db, 'select'>, row: OrderRow) {
  if (!row.stationId) return null;
  const station = (await db.select().from(stations).where(eq(stations.id, row.stationId)))[0];
  return station ? adminStationJson(station) : null;
}

const notAllowed = (message: string) => new AppError(409, message, 'not_allowed_now');

export interface CancelByCustomerOptions {
  deps: Deps;
  id: string;
  caller: OrderCaller;
  reason: string | null;
}

/**
 * POST /api/orders/:id/cancel: the requester cancels while the request is pending, or a confirmed
 * booking until 48 hours before its slot; 409 not_allowed_now after that. The team is emailed.
 */
export async function cancelOrderByCustomer(opts: CancelByCustomerOptions): Promise<Order> {
  const { deps, id, caller, reason } = opts;
  const order = await inTransaction(deps.db, async (tx) => {
    const row = await findCustomerOrder(tx, id, caller);
    const now = deps.clock.now();
    if (!canSelfCancel({ status: row.status, slot: slotOf(row) }, now)) {
      throw notAllowed(row.status === 'booking_completed' ? LIFECYCLE_MESSAGES.cancelTooLate : LIFECYCLE_MESSAGES.notAllowedNow);
    }
    const at = now.toISOString();
    await tx.update(orders).set({ status: 'cancelled', cancelReason: reason, updatedAt: at }).where(eq(orders.id, row.id));
    await recordOrderEvent(tx, { orderId: row.id, at, actor: 'customer', kind: 'cancel', from: row.status, to: 'cancelled', reason });
    const station = await stationOf(tx, row);
    await recordOrderStatusChanged(tx, { userId: row.userId, email: row.email, stationRate: station?.rate ?? null }, row.status, 'cancelled', now);
    await deps.mailer.enqueue(tx, 
      orderMail(
        customerChangeOpsEmail({ to: deps.config.opsEmail, order: row, station, change: { kind: 'cancel', reason }, publicUrl: deps.config.publicUrl }),
        row,
        deps.config,
        'team',
      ),
    );
    return orderJson({ ...row, status: 'cancelled', cancelReason: reason, updatedAt: at }, station);
  });
  deps.mailer.wake();
  return order;
}

export interface RescheduleByCustomerOptions {
  deps: Deps;
  id: string;
  caller: OrderCaller;
  /** Validated under the booking date rules. */
  dates: { preferredDate: string; alternativeDate: string | null };
}

/** POST /api/orders/:id/reschedule: new dates while the request is pending; 409 not_allowed_now after. The team is emailed. */
export async function rescheduleOrderByCustomer(opts: RescheduleByCustomerOptions): Promise<Order> {
  const { deps, id, caller, dates } = opts;
  const order = await inTransaction(deps.db, async (tx) => {
    const row = await findCustomerOrder(tx, id, caller);
    if (!canSelfReschedule(row)) throw notAllowed(LIFECYCLE_MESSAGES.rescheduleOnlyPending);
    const at = deps.clock.now().toISOString();
    const before = { preferredDate: row.preferredDate, alternativeDate: row.alternativeDate };
    await tx.update(orders).set({ ...dates, updatedAt: at }).where(eq(orders.id, row.id));
    await recordOrderEvent(tx, { orderId: row.id, at, actor: 'customer', kind: 'reschedule', from: JSON.stringify(before), to: JSON.stringify(dates) });
    const updated = { ...row, ...dates, updatedAt: at };
    const station = await stationOf(tx, row);
    await deps.mailer.enqueue(tx, 
      orderMail(
        customerChangeOpsEmail({ to: deps.config.opsEmail, order: updated, station, change: { kind: 'reschedule', from: before }, publicUrl: deps.config.publicUrl }),
        row,
        deps.config,
        'team',
      ),
    );
    return orderJson(updated, station);
  });
  deps.mailer.wake();
  return order;
}
