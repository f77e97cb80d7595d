import { eq } from 'drizzle-orm';
import type { WebhookEventType } from '@app/core';
import type { Db } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import type { ReadAlong } from '../../db/insert-together';
import { preparedRead } from '../../db/prepared-read';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { newWebhookMessageId } from '../../lib/random';

export interface EnqueueWebhookEventsOptions {
  /** The transaction of the change the events report: the deliveries exist exactly when it does. */
  tx: Pick<Db, 'insert' | 'select'>;
  /** What happened (one change may be several events, e.g. a cancellation is also a status change). */
  types: readonly WebhookEventType[];
  /** When it happened (ISO 8601): the body's timestamp. */
  at: string;
  /** The item's admin JSON (or a promise of it); built only when some endpoint listens. */
  data: () => unknown;
  /** Only this endpoint (the operator's test), whatever its events and status. */
  endpointId?: string;
  /** The active endpoints, when the caller has read them for several items (activeWebhookEndpoints). */
  endpoints?: readonly WebhookEndpointEvents[];
}

/** An endpoint as enqueueing sees it: its id and the events it listens to. */
export type WebhookEndpointEvents = { id: string; events: readonly string[] };

// Prepared once per connection: every booking and order change asks, endpoints or not.
const activeEndpoints = preparedRead((db) =>
  db.select({ id: webhookEndpoints.id, events: webhookEndpoints.events }).from(webhookEndpoints).where(eq(webhookEndpoints.status, 'active')),
);
const oneEndpoint = preparedRead((db, p: { id: string }) =>
  db.select({ id: webhookEndpoints.id, events: webhookEndpoints.events }).from(webhookEndpoints).where(eq(webhookEndpoints.id, p.id)),
);

/** The active endpoints, read once for the events of several items in one transaction. */
export const activeWebhookEndpoints = (tx: Pick<Db, 'select'>): Promise<WebhookEndpointEvents[]> => activeEndpoints(tx, {});

/** activeWebhookEndpoints as a read a booking makes along with its insert (db/insert-together.ts). */
export const activeWebhookEndpointsRead: ReadAlong<WebhookEndpointEvents> = {
  run: activeWebhookEndpoints,
  columns: { id: webhookEndpoints.id, events: webhookEndpoints.events },
  from: webhookEndpoints,
  where: eq(webhookEndpoints.status, 'active'),
};

/**
 * Queues one delivery per event and active endpoint subscribed to it, body `{type, timestamp,
 * data}`, each with its own `webhook-id` kept by every retry. The delivery worker sends them after
 * commit. Returns the number queued.
 */
export async function enqueueWebhookEvents({ tx, types, at, data, endpointId, endpoints: given }: EnqueueWebhookEventsOptions): Promise<number> {
  if (!types.length) return 0;
  const endpoints = endpointId ? await oneEndpoint(tx, { id: endpointId }) : (given ?? (await activeEndpoints(tx, {})));
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  let payload: unknown;
  let built = false;
  for (const type of types) {
    const listening = endpointId ? endpoints : endpoints.filter((e) => e.events.includes(type));
    if (!listening.length) continue;
    if (!built) {
      payload = await data();
      built = true;
    }
    const body = JSON.stringify({ type, timestamp: at, data: payload });
    for (const endpoint of listening) {
      rows.push({ endpointId: endpoint.id, webhookId: newWebhookMessageId(), eventType: type, payload: body, nextAttemptAt: at, history: [], createdAt: at });
    }
  }
  await insertRows(tx, webhookDeliveries, rows);
  return rows.length;
}
