import { eq } from 'drizzle-orm';
import { MESSAGES, type ResetPasswordInput } from '@app/core';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { passwordChangedEmail } from '../../mail/templates/auth-password-changed';
import { linkGuestOrders } from '../profiles/link-guest-orders';
import { deleteUserSessions } from '../sessions/delete-user-sessions';
import { consumeEmailToken } from './consume-email-token';
import { findUserById } from './find-user-by-id';
import { rejectCommonPassword } from './reject-common-password';
import { voidEmailTokens } from './void-email-tokens';
import { toRequester } from '../../mail/requester-mail';

export interface ResetPasswordOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  input: ResetPasswordInput;
}

/**
 * Sets a new password with a reset token: single use, 1 hour, only the newest one works. Every
 * session of the account ends and a notice goes to its email. The link proved the mailbox, so
 * the email counts as verified from here on. Answers the account's email.
 */
export async function resetPassword({ deps, input }: ResetPasswordOptions): Promise<{ email: string }> {
  rejectCommonPassword({ password: input.password });
  // Hash first: the transaction below must stay short.
  const passwordHash = await hashPassword(input.password);
  const account = await inTransaction(deps.db, async (tx) => {
    const used = await consumeEmailToken({ tx, clock: deps.clock, purpose: 'reset_password', token: input.token });
    if (!used.ok) return null;
    const user = await findUserById({ db: tx, id: used.userId });
    if (!user || user.email !== used.email) return null;
    const now = deps.clock.now().toISOString();
    await tx.update(users).set({ passwordHash, isEmailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    if (!user.isEmailVerified) await linkGuestOrders({ tx, userId: user.id, email: user.email, clock: deps.clock });
    await deleteUserSessions({ tx, userId: user.id });
    // The address is proved: a verification link sent before (to whoever registered it) has nothing left to do.
    await voidEmailTokens({ tx, clock: deps.clock, userId: user.id, purpose: 'verify_email' });
    await deps.mailer.enqueue(
      tx,
      toRequester(passwordChangedEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl }), deps.config),
    );
    return { email: user.email };
  });
  if (!account) throw new AppError(400, MESSAGES.resetLinkInvalid, 'invalid_token');
  deps.mailer.wake();
  return account;
}
