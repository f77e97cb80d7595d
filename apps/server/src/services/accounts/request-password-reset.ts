import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { findUserByEmail } from './find-user-by-email';
import { queueAccountLink } from './queue-account-link';

export interface RequestPasswordResetOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  email: string;
}

/** Queues a 1-hour reset link when the email has an account; says nothing either way. */
export async function requestPasswordReset({ deps, email }: RequestPasswordResetOptions): Promise<void> {
  const sent = await inTransaction(deps.db, async (tx) => {
    const user = await findUserByEmail({ db: tx, email });
    if (!user) return false;
    await queueAccountLink({ tx, deps, purpose: 'reset_password', user });
    return true;
  });
  if (sent) deps.mailer.wake();
}
