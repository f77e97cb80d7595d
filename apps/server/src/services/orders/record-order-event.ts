import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';
import { newId } from '../../lib/random';
import { enqueueOrderWebhooks } from '../webhooks/order-webhook-events';

export interface RecordOrderEventOptions {
  /** The transaction of the change the row records. */
  tx: Pick<Db, 'insert' | 'select'>;
  orderId: string;
  at: string;
  /** `admin:<username>`, `station:<call letters>`, `customer` or `system`. */
  actor: string;
  kind: (typeof orderEvents.$inferInsert)['kind'];
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  /** Operator-only notes and records: never shown to the customer. */
  internal?: boolean;
  /** Shared by the rows of one operator action (what Undo reverts). */
  changeId?: string | null;
  /** BUSINESS_TIMEZONE: the webhook's order data judges `overdue` in it, as the admin views do. */
  businessTimeZone: string;
}

/** Appends one history row and queues the webhook deliveries it stands for, in the transaction of the change it records. */
export async function recordOrderEvent({ tx, businessTimeZone, ...event }: RecordOrderEventOptions): Promise<void> {
  await tx.insert(orderEvents).values({
    id: newId(),
    orderId: event.orderId,
    at: event.at,
    actor: event.actor,
    kind: event.kind,
    from: event.from ?? null,
    to: event.to ?? null,
    reason: event.reason ?? null,
    internal: event.internal ?? false,
    changeId: event.changeId ?? null,
  });
  await enqueueOrderWebhooks({ tx, event, businessTimeZone });
}
