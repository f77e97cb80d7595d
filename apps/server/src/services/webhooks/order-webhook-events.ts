import type { WebhookEventType } from '@app/core';
import type { Db } from '../../db/client';
import type { orderEvents } from '../../db/schema';
import { overdueCutoff } from '../orders/business-hours';
import { loadAdminOrdersJson } from '../orders/load-admin-orders-json';
import { findOrderWithStation } from '../orders/find-order-with-station';
import { activeWebhookEndpoints, enqueueWebhookEvents, type WebhookEndpointEvents } from './enqueue-webhook-events';

type OrderEventRow = Pick<typeof orderEvents.$inferInsert, 'orderId' | 'at' | 'actor' | 'kind' | 'to'>;

/**
 * The webhook events an order history row stands for. Every status change is
 * order.status_changed, a cancellation also order.cancelled; internal notes are no event. A
 * station's answer writes several rows (its status, its slot, a reason) and is one
 * station.answered, queued by the answer itself (enqueueStationAnswered).
 */
export function webhookEventsOfOrderEvent(event: Pick<OrderEventRow, 'kind' | 'to'>): WebhookEventType[] {
  const types: WebhookEventType[] = [];
  const to = event.to ?? null;
  switch (event.kind) {
    case 'status':
    case 'cancel':
    case 'undo':
      if (to !== null) types.push('order.status_changed');
      if (to === 'cancelled') types.push('order.cancelled');
      break;
    case 'slot':
      types.push('order.slot_changed');
      break;
    case 'reschedule':
      types.push('order.rescheduled');
      break;
    case 'aired':
      types.push('order.status_changed');
      break;
    default:
      break;
  }
  return types;
}

/**
 * The order's admin JSON (with its station) as the transaction sees it now. Whether it is overdue
 * is judged at the moment of the event in BUSINESS_TIMEZONE, as the admin list judges it; an
 * order just made is not (`businessTimeZone` null: working out the cutoff is the dearest part).
 */
async function orderData(tx: Pick<Db, 'select'>, orderId: string, at: string, businessTimeZone: string | null) {
  const found = await findOrderWithStation({ db: tx, id: orderId });
  if (!found) return null;
  const cutoff = businessTimeZone === null ? found.order.createdAt : overdueCutoff(new Date(at), businessTimeZone);
  const [order] = await loadAdminOrdersJson({ db: tx, rows: [found], overdueCutoff: cutoff, station: 'full' });
  return order ?? null;
}

/** Queues the webhook deliveries of one order history row, in its transaction. */
export async function enqueueOrderWebhooks({
  tx,
  event,
  businessTimeZone,
}: {
  tx: Pick<Db, 'insert' | 'select'>;
  event: OrderEventRow;
  businessTimeZone: string;
}): Promise<void> {
  await enqueueWebhookEvents({
    tx,
    types: webhookEventsOfOrderEvent(event),
    at: event.at,
    data: () => orderData(tx, event.orderId, event.at, businessTimeZone),
  });
}

/** Queues the one station.answered of a station's answer through its link, with the order as the answer left it. */
export async function enqueueStationAnswered({
  tx,
  orderId,
  at,
  businessTimeZone,
}: {
  tx: Pick<Db, 'insert' | 'select'>;
  orderId: string;
  at: string;
  businessTimeZone: string;
}): Promise<void> {
  await enqueueWebhookEvents({ tx, types: ['station.answered'], at, data: () => orderData(tx, orderId, at, businessTimeZone) });
}

/** Queues order.created for each new order, in the transaction that stores them. */
export async function enqueueOrdersCreated({
  tx,
  orderIds,
  at,
  endpoints: known,
}: {
  tx: Pick<Db, 'insert' | 'select'>;
  orderIds: readonly string[];
  at: string;
  /** The active endpoints when the caller has read them in this transaction (activeWebhookEndpointsRead). */
  endpoints?: readonly WebhookEndpointEvents[];
}): Promise<void> {
  // One read of the endpoints for all the orders of a request (one per station).
  const endpoints = known ?? (await activeWebhookEndpoints(tx));
  for (const orderId of orderIds) {
    await enqueueWebhookEvents({ tx, types: ['order.created'], at, endpoints, data: () => orderData(tx, orderId, at, null) });
  }
}
