import { and, asc, eq } from 'drizzle-orm';
import { customerStatusOf, isStationActor, type CustomerOrderEvent } from '@app/core';
import { orderEvents } from '../../db/schema';
import { findCustomerOrder, type FindCustomerOrderOptions } from './find-customer-order';

const PUBLIC_KINDS = ['status', 'slot', 'aired', 'reschedule', 'cancel', 'offer'] as const;

/**
 * The customer's timeline: the request itself, then every change that is not operator-only.
 * Operator notes, undo records and workflow steps that leave the customer's status unchanged
 * never appear, nor operators' names. 404 as findCustomerOrder.
 */
export async function listCustomerOrderEvents(opts: FindCustomerOrderOptions): Promise<CustomerOrderEvent[]> {
  const row = await findCustomerOrder(opts);
  const events = await opts.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.internal, false)))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const timeline: CustomerOrderEvent[] = [{ at: row.createdAt, actor: 'customer', kind: 'created', from: null, to: 'pending', reason: null }];
  for (const e of events) {
    const kind = PUBLIC_KINDS.find((k) => k === e.kind);
    if (!kind) continue;
    // A step of the operators' workflow that leaves the customer's status as it was (pending, sent
    // to the station, booking) would read 'Status: pending' again: it is not news to the customer.
    if (kind === 'status' && !e.reason && e.from && e.to && customerStatusOf(e.from) === customerStatusOf(e.to)) continue;
    const actor = e.actor === 'customer' || e.actor === 'system' || isStationActor(e.actor) ? e.actor : 'operator';
    timeline.push({ at: e.at, actor, kind, from: e.from, to: e.to, reason: e.reason });
  }
  return timeline;
}
