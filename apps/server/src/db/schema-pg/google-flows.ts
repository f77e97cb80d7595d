import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';

const { timestamp } = pgColumns;

/** PostgreSQL twin of schema/google-flows.ts. */
export const googleSignInFlows = pgTable(
  'google_sign_in_flows',
  {
    keyHash: text('key_hash').primaryKey(),
    state: text('state').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('google_sign_in_flows_expires_at_idx').on(t.expiresAt)],
);
