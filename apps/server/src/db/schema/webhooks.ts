import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json, serialPk, timestamp, uuidPk } from './columns';

/** One attempt at a delivery, kept so operators see why a receiver is failing. */
export interface WebhookAttempt {
  at: string;
  /** The receiver's HTTP status, or null when no answer came (timeout, refused, dropped). */
  responseStatus: number | null;
  error: string | null;
}

/** An operator's subscription: where to send which events, signed with its secret. */
export const webhookEndpoints = sqliteTable('webhook_endpoints', {
  id: uuidPk(),
  url: text('url').notNull(),
  description: text('description'),
  /** JSON array of event types. */
  events: json('events').$type<string[]>().notNull(),
  /** `whsec_` + base64 of 32 random bytes: signs every delivery; shown only when made. */
  secret: text('secret').notNull(),
  status: text('status', { enum: ['active', 'paused'] }).notNull().default('active'),
  /** Why it is paused when the system paused it (3 days of failures); null when an operator did. */
  pausedReason: text('paused_reason'),
  /** When its deliveries started failing without a success since; null while healthy. */
  failingSince: timestamp('failing_since'),
  createdAt: timestamp('created_at').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});

/**
 * The webhook outbox: one row per event and endpoint, written in the same transaction as the
 * change it reports, then sent (and retried with the same webhookId) by the delivery worker.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: serialPk(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks message id (`msg_…`), the same on every retry. */
    webhookId: text('webhook_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent (and signed). */
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    /** The latest attempts, newest last (at most a few dozen). */
    history: json('history').$type<WebhookAttempt[]>().notNull(),
    createdAt: timestamp('created_at').notNull(),
    deliveredAt: timestamp('delivered_at'),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);
