import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns';

/**
 * The first answer to a write sent with an Idempotency-Key header, kept 24 hours so a retry of
 * the same submission gets that answer again instead of writing twice. Only hashes of keys are
 * stored; in the database so every app server sharing it agrees.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    /** SHA-256 of the route and the header's value. */
    keyHash: text('key_hash').primaryKey(),
    /** SHA-256 of the validated request body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    status: integer('status').notNull(),
    /** The JSON answered the first time. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
