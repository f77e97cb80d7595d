import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { passwordResetEmail } from '../../mail/templates/auth-password-reset';
import { findUserByEmail } from './find-user-by-email';
import { issueEmailToken } from './issue-email-token';
import { toRequester } from '../../mail/requester-mail';

export interface RequestPasswordResetOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  email: string;
}

/** Queues a 1-hour reset link when the email has an account; says nothing either way. */
export async function requestPasswordReset({ deps, email }: RequestPasswordResetOptions): Promise<void> {
  const sent = await inTransaction(deps.db, async (tx) => {
    const user = await findUserByEmail({ db: tx, email });
    if (!user) return false;
    const token = await issueEmailToken({ tx, clock: deps.clock, purpose: 'reset_password', userId: user.id, email: user.email });
    await deps.mailer.enqueue(
      tx,
      toRequester(passwordResetEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token }), deps.config),
    );
    return true;
  });
  if (sent) deps.mailer.wake();
}
