import type { Kit } from '../schema/columns';

/** One attempt at a delivery, kept so operators see why a receiver is failing. */
export interface WebhookAttempt {
  at: string;
  /** The receiver's HTTP status, or null when no answer came (timeout, refused, dropped). */
  responseStatus: number | null;
  error: string | null;
}

/** An operator's subscription: where to send which events, signed with its secret. */
export const webhookEndpointsTable = (k: Kit) =>
  k.table('webhook_endpoints', {
    id: k.uuidPk(),
    url: k.text('url').notNull(),
    description: k.text('description'),
    /** JSON array of event types. */
    events: k.json('events').$type<string[]>().notNull(),
    /** `whsec_` + base64 of 32 random bytes: signs every delivery; shown only when made. */
    secret: k.text('secret').notNull(),
    status: k
      .text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    /** Why it is paused when the system paused it (3 days of failures); null when an operator did. */
    pausedReason: k.text('paused_reason'),
    /** When its deliveries started failing without a success since; null while healthy. */
    failingSince: k.timestamp('failing_since'),
    ...k.createdUpdated(),
  });

/**
 * The webhook outbox: one row per event and endpoint, written in the same transaction as the
 * change it reports, then sent (and retried with the same webhookId) by the delivery worker.
 */
export const webhookDeliveriesTable = (k: Kit, webhookEndpoints: ReturnType<typeof webhookEndpointsTable>) =>
  k.table(
    'webhook_deliveries',
    {
      id: k.serialPk(),
      endpointId: k
        .text('endpoint_id')
        .notNull()
        .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
      /** The Standard Webhooks message id (`msg_…`), the same on every retry. */
      webhookId: k.text('webhook_id').notNull(),
      eventType: k.text('event_type').notNull(),
      /** The exact JSON body sent (and signed). */
      payload: k.text('payload').notNull(),
      status: k
        .text('status', { enum: ['pending', 'delivered', 'failed'] })
        .notNull()
        .default('pending'),
      attempts: k.integer('attempts').notNull().default(0),
      nextAttemptAt: k.timestamp('next_attempt_at').notNull(),
      responseStatus: k.integer('response_status'),
      lastError: k.text('last_error'),
      /** The latest attempts, newest last (at most a few dozen). */
      history: k.json('history').$type<WebhookAttempt[]>().notNull(),
      createdAt: k.timestamp('created_at').notNull(),
      deliveredAt: k.timestamp('delivered_at'),
    },
    (t) => [k.index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), k.index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
  );
