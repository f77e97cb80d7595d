import type { AppDeps } from '../../context';
import type { Tx } from '../../db/transaction';
import { toRequester } from '../../mail/requester-mail';
import { passwordResetEmail } from '../../mail/templates/auth-password-reset';
import { verificationEmail } from '../../mail/templates/auth-verification';
import type { MailMessage } from '../../mail/transport';
import { issueEmailToken, type AccountTokenPurpose } from './issue-email-token';

/** The email that carries each purpose's link. */
const LINK_EMAIL: Record<AccountTokenPurpose, (opts: { to: string; firstName: string; publicUrl: string; token: string }) => MailMessage> = {
  verify_email: verificationEmail,
  reset_password: passwordResetEmail,
};

export interface QueueAccountLinkOptions {
  /** The transaction of the sign-up or request: the token and its email commit together. */
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer' | 'config'>;
  purpose: AccountTokenPurpose;
  user: { id: string; email: string; firstName: string };
}

/**
 * Issues a fresh single-use link for the purpose (the older one stops working) and queues its
 * email to the account's address. The caller wakes the mailer once the transaction commits.
 */
export async function queueAccountLink({ tx, deps, purpose, user }: QueueAccountLinkOptions): Promise<void> {
  const token = await issueEmailToken({ tx, clock: deps.clock, purpose, userId: user.id, email: user.email });
  const message = LINK_EMAIL[purpose]({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token });
  await deps.mailer.enqueue(tx, toRequester(message, deps.config));
}
