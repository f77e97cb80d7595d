import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { findUserById } from './find-user-by-id';
import { queueAccountLink } from './queue-account-link';

export interface ResendVerificationOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  userId: string;
}

/** Sends a fresh verification link (the older one stops working); false when already verified. */
export async function resendVerification({ deps, userId }: ResendVerificationOptions): Promise<boolean> {
  const sent = await inTransaction(deps.db, async (tx) => {
    const user = await findUserById({ db: tx, id: userId });
    if (!user || user.isEmailVerified) return false;
    await queueAccountLink({ tx, deps, purpose: 'verify_email', user });
    return true;
  });
  if (sent) deps.mailer.wake();
  return sent;
}
