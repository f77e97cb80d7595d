import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns';

/**
 * Google sign-ins in flight: what the callback must see again (state, PKCE verifier, nonce). In
 * the database so the callback may reach another app server than the start did. Found through
 * the hash of a random value kept in an HttpOnly cookie; used up by the callback, and rows past
 * their expiry are deleted when a new sign-in starts.
 */
export const googleSignInFlows = sqliteTable(
  'google_sign_in_flows',
  {
    /** SHA-256 of the flow cookie's value. */
    keyHash: text('key_hash').primaryKey(),
    state: text('state').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('google_sign_in_flows_expires_at_idx').on(t.expiresAt)],
);
