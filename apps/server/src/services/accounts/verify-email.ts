import { eq } from 'drizzle-orm';
import type { VerifyEmailErrorCode } from '@app/core';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { linkGuestOrders } from '../profiles/link-guest-orders';
import { deleteUserSessions } from '../sessions/delete-user-sessions';
import { consumeEmailToken } from './consume-email-token';
import { findUserById } from './find-user-by-id';

export interface VerifyEmailOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The token from the verification link, if the link had one. */
  token: string | undefined;
  /** The verifying browser's own session, which stays signed in. */
  keepSessionId?: string | undefined;
}

/**
 * Uses a verification token: marks the email verified and joins the guest orders made with it
 * to the account. Every other session of the account ends (only `keepSessionId` stays). Returns
 * null on success or the /verify-email error code.
 */
export async function verifyEmail({ deps, token, keepSessionId }: VerifyEmailOptions): Promise<VerifyEmailErrorCode | null> {
  if (!token) return 'invalid_token';
  return inTransaction(deps.db, async (tx) => {
    const used = await consumeEmailToken({ tx, clock: deps.clock, purpose: 'verify_email', token });
    if (!used.ok) return used.reason === 'invalid' ? 'invalid_token' : 'invalid_or_expired';
    const user = await findUserById({ db: tx, id: used.userId });
    // A token proves the address it was sent to, nothing else.
    if (!user || user.email !== used.email) return 'invalid_or_expired';
    const now = deps.clock.now().toISOString();
    await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    await deleteUserSessions({ tx, userId: user.id, keep: keepSessionId });
    await linkGuestOrders({ tx, userId: user.id, email: user.email, now });
    return null;
  });
}
