import type { Kit } from '../schema/columns';

/**
 * The first answer to a write sent with an Idempotency-Key header, kept 24 hours so a retry of
 * the same submission gets that answer again instead of writing twice. Only hashes of keys are
 * stored; in the database so every app server sharing it agrees.
 */
export const idempotencyKeysTable = (k: Kit) =>
  k.table(
    'idempotency_keys',
    {
      /** SHA-256 of the route and the header's value. */
      keyHash: k.text('key_hash').primaryKey(),
      /** SHA-256 of the validated request body: the same key with another body is refused. */
      bodyHash: k.text('body_hash').notNull(),
      status: k.integer('status').notNull(),
      /** The JSON answered the first time. */
      body: k.text('body').notNull(),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.index('idempotency_keys_created_at_idx').on(t.createdAt)],
  );
