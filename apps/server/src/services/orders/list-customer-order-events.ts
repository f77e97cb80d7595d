import { and, asc, eq } from 'drizzle-orm';
import { isStationActor, type CustomerOrderEvent } from '@app/core';
import { orderEvents } from '../../db/schema';
import { findCustomerOrder, type FindCustomerOrderOptions } from './find-customer-order';

const PUBLIC_KINDS = ['status', 'slot', 'aired', 'reschedule', 'cancel', 'offer'] as const;

/**
 * The customer's timeline: the request itself, then every change that is not operator-only.
 * Operator notes and undo records never appear, nor operators' names. 404 as findCustomerOrder.
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
    const actor = e.actor === 'customer' || e.actor === 'system' || isStationActor(e.actor) ? e.actor : 'operator';
    timeline.push({ at: e.at, actor, kind, from: e.from, to: e.to, reason: e.reason });
  }
  return timeline;
}
