import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/core';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { passwordChangedEmail } from '../../mail/templates/auth-password-changed';
import { inTransaction } from '../../db/transaction';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { deleteUserSessions } from '../sessions/delete-user-sessions';
import { findUserById } from './find-user-by-id';
import { rejectCommonPassword } from './reject-common-password';
import { voidEmailTokens } from './void-email-tokens';
import { toRequester } from '../../mail/requester-mail';

export interface ChangePasswordOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  userId: string;
  /** The session that makes the change: it stays signed in. */
  sessionId: string;
  currentPassword: string;
  password: string;
}

/**
 * A signed-in user sets a new password: the current one is required (a session left open on a
 * shared computer is not enough), the new one must not be common. Every other session of the
 * account ends, the one that made the change stays, outstanding reset links stop working, and a
 * notice goes to the account's email.
 */
export async function changePassword(opts: ChangePasswordOptions): Promise<void> {
  const { deps } = opts;
  const user = await findUserById({ db: deps.db, id: opts.userId });
  if (!user) throw new AppError(401, 'Please sign in to continue', 'unauthorized');
  if (!user.passwordHash) {
    throw new AppError(400, MESSAGES.noPasswordYet, 'no_password', { currentPassword: [MESSAGES.noPasswordYet] });
  }
  if (!(await verifyPassword(opts.currentPassword, user.passwordHash))) {
    throw new AppError(400, MESSAGES.currentPasswordWrong, 'wrong_password', { currentPassword: [MESSAGES.currentPasswordWrong] });
  }
  rejectCommonPassword({ password: opts.password, userInputs: [user.email, user.firstName, user.lastName, user.agencyName] });
  const passwordHash = await hashPassword(opts.password);
  await inTransaction(deps.db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: deps.clock.now().toISOString() }).where(eq(users.id, user.id));
    await deleteUserSessions({ tx, userId: user.id, keep: opts.sessionId });
    // A reset link sent before the change must not undo it.
    await voidEmailTokens({ tx, clock: deps.clock, userId: user.id, purpose: 'reset_password' });
    await deps.mailer.enqueue(
      tx,
      toRequester(passwordChangedEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, keptOneDevice: true }), deps.config),
    );
  });
  deps.mailer.wake();
}
