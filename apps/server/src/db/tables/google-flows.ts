import type { Kit } from '../schema/columns';

/**
 * Google sign-ins in flight: what the callback must see again (state, PKCE verifier, nonce). In
 * the database so the callback may reach another app server than the start did. Found through
 * the hash of a random value kept in an HttpOnly cookie; used up by the callback, and rows past
 * their expiry are deleted when a new sign-in starts.
 */
export const googleSignInFlowsTable = (k: Kit) =>
  k.table(
    'google_sign_in_flows',
    {
      /** SHA-256 of the flow cookie's value. */
      keyHash: k.text('key_hash').primaryKey(),
      state: k.text('state').notNull(),
      codeVerifier: k.text('code_verifier').notNull(),
      nonce: k.text('nonce').notNull(),
      expiresAt: k.timestamp('expires_at').notNull(),
    },
    (t) => [k.index('google_sign_in_flows_expires_at_idx').on(t.expiresAt)],
  );
