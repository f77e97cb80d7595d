import { eq } from 'drizzle-orm';
import { MESSAGES, type ResetPasswordInput } from '@app/core';
import type { AppDeps } from '../context';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { passwordChangedEmail } from '../mail/templates/auth-password-changed';
import { passwordResetEmail } from '../mail/templates/auth-password-reset';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { rejectCommonPassword } from './accounts/reject-common-password';
import { hashPassword } from '../lib/passwords';
import { linkGuestOrders } from './profile-counters';
import { deleteUserSessions } from './sessions';
import { findUserByEmail, findUserById } from './users';
import { inTransaction } from '../db/transaction';

/** Queues a 1-hour reset link when the email has an account; says nothing either way. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const sent = await inTransaction(deps.db, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    const token = await issueEmailToken(tx, deps.clock, { purpose: 'reset_password', userId: user.id, email: user.email });
    await deps.mailer.enqueue(tx, passwordResetEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token }));
    return true;
  });
  if (sent) deps.mailer.wake();
}

/**
 * Sets a new password with a reset token: single use, 1 hour, only the newest one works. Every
 * session of the account ends and a notice goes to its email. The link proved the mailbox, so
 * the email counts as verified from here on.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput): Promise<void> {
  rejectCommonPassword({ password: input.password });
  // Hash first: the transaction below is synchronous and must stay short.
  const passwordHash = await hashPassword(input.password);
  const ok = await inTransaction(deps.db, async (tx) => {
    const used = await consumeEmailToken(tx, deps.clock, 'reset_password', input.token);
    if (!used.ok) return false;
    const user = await findUserById(tx, used.userId);
    if (!user || user.email !== used.email) return false;
    const now = deps.clock.now().toISOString();
    await tx.update(users).set({ passwordHash, isEmailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    if (!user.isEmailVerified) await linkGuestOrders(tx, user.id, user.email, now);
    await deleteUserSessions(tx, user.id);
    await deps.mailer.enqueue(tx, passwordChangedEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl }));
    return true;
  });
  if (!ok) throw new AppError(400, MESSAGES.resetLinkInvalid, 'invalid_token');
  deps.mailer.wake();
}
