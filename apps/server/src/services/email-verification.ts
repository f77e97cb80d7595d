import { eq } from 'drizzle-orm';
import type { VerifyEmailErrorCode } from '@app/core';
import type { AppDeps } from '../context';
import { users } from '../db/schema';
import { verificationEmail } from '../mail/templates/auth-verification';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { linkGuestOrders } from './profile-counters';
import { deleteUserSessions } from './sessions';
import { findUserById } from './users';
import { inTransaction } from '../db/transaction';

/**
 * Uses a verification token: marks the email verified and joins the guest orders made with it
 * to the account. Every other session of the account ends (only `keepSessionId`, the verifying
 * browser's own session, stays). Returns null on success or the /verify-email error code.
 */
export async function verifyEmailToken(deps: AppDeps, token: string | undefined, keepSessionId?: string): Promise<VerifyEmailErrorCode | null> {
  if (!token) return 'invalid_token';
  return inTransaction(deps.db, async (tx) => {
    const used = await consumeEmailToken(tx, deps.clock, 'verify_email', token);
    if (!used.ok) return used.reason === 'invalid' ? 'invalid_token' : 'invalid_or_expired';
    const user = await findUserById(tx, used.userId);
    // A token proves the address it was sent to, nothing else.
    if (!user || user.email !== used.email) return 'invalid_or_expired';
    const now = deps.clock.now().toISOString();
    await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, keepSessionId);
    await linkGuestOrders(tx, user.id, user.email, now);
    return null;
  });
}

/** Sends a fresh verification link (the older one stops working); false when already verified. */
export async function resendVerification(deps: AppDeps, userId: string): Promise<boolean> {
  const sent = await inTransaction(deps.db, async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user || user.isEmailVerified) return false;
    const token = await issueEmailToken(tx, deps.clock, { purpose: 'verify_email', userId: user.id, email: user.email });
    await deps.mailer.enqueue(tx, verificationEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token }));
    return true;
  });
  if (sent) deps.mailer.wake();
  return sent;
}
