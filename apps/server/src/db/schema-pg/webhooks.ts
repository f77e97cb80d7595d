import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';
import type { WebhookAttempt } from '../schema/webhooks';

const { json, serialPk, timestamp, uuidPk } = pgColumns;

/** PostgreSQL twin of schema/webhooks.ts. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuidPk(),
  url: text('url').notNull(),
  description: text('description'),
  events: json('events').$type<string[]>().notNull(),
  secret: text('secret').notNull(),
  status: text('status', { enum: ['active', 'paused'] }).notNull().default('active'),
  pausedReason: text('paused_reason'),
  failingSince: timestamp('failing_since'),
  createdAt: timestamp('created_at').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serialPk(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    webhookId: text('webhook_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    history: json('history').$type<WebhookAttempt[]>().notNull(),
    createdAt: timestamp('created_at').notNull(),
    deliveredAt: timestamp('delivered_at'),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);
