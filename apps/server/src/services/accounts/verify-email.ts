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
  /** The verifying browser's own session (it stays signed in), and whose it is. */
  session: { id: string; userId: string } | null;
}

/**
 * Uses a verification token: marks the email verified and joins the guest orders made with it
 * to the account. Every other session of the account ends (only the verifying one stays).
 * Returns null on success or the /verify-email error code.
 *
 * The link completes only in a session of its account: the mailbox alone must not verify an
 * account whose password someone else chose (an attacker registers the victim's address, the
 * victim clicks, the attacker signs in to a verified account holding the victim's guest
 * orders). Opened elsewhere it is left unused and asks to sign in first; whoever holds the
 * mailbox but not the password resets the password instead, which verifies and voids the old one.
 */
export async function verifyEmail({ deps, token, session }: VerifyEmailOptions): Promise<VerifyEmailErrorCode | null> {
  if (!token) return 'invalid_token';
  return inTransaction(deps.db, async (tx) => {
    const used = await consumeEmailToken({ tx, clock: deps.clock, purpose: 'verify_email', token, forUserId: session?.userId ?? null });
    if (!used.ok) return used.reason === 'invalid' ? 'invalid_token' : used.reason === 'other_user' ? 'sign_in_required' : 'invalid_or_expired';
    const user = await findUserById({ db: tx, id: used.userId });
    // A token proves the address it was sent to, nothing else.
    if (!user || user.email !== used.email) return 'invalid_or_expired';
    const now = deps.clock.now().toISOString();
    await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    await deleteUserSessions({ tx, userId: user.id, keep: session?.id });
    await linkGuestOrders({ tx, userId: user.id, email: user.email, clock: deps.clock });
    return null;
  });
}
