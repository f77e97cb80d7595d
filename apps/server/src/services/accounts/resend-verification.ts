import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { verificationEmail } from '../../mail/templates/auth-verification';
import { findUserById } from './find-user-by-id';
import { issueEmailToken } from './issue-email-token';
import { toRequester } from '../../mail/requester-mail';

export interface ResendVerificationOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  userId: string;
}

/** Sends a fresh verification link (the older one stops working); false when already verified. */
export async function resendVerification({ deps, userId }: ResendVerificationOptions): Promise<boolean> {
  const sent = await inTransaction(deps.db, async (tx) => {
    const user = await findUserById({ db: tx, id: userId });
    if (!user || user.isEmailVerified) return false;
    const token = await issueEmailToken({ tx, clock: deps.clock, purpose: 'verify_email', userId: user.id, email: user.email });
    await deps.mailer.enqueue(
      tx,
      toRequester(verificationEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token }), deps.config),
    );
    return true;
  });
  if (sent) deps.mailer.wake();
  return sent;
}
