import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';

const { timestamp } = pgColumns;

/** PostgreSQL twin of schema/idempotency.ts. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
