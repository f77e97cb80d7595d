import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newId, newToken, sha256 } from '../../lib/random';
import { HOUR } from '../../lib/time';
import { voidEmailTokens } from './void-email-tokens';

/** The single-use account tokens (the tracking link is the booking feature's). */
export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** Verification links live 24 hours, reset links 1 hour. */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * HOUR,
  reset_password: 1 * HOUR,
};

export interface IssueEmailTokenOptions {
  /** The transaction that queues the email carrying the token. */
  tx: Pick<Db, 'insert' | 'update'>;
  clock: Clock;
  purpose: AccountTokenPurpose;
  userId: string;
  email: string;
}

/**
 * Issues a 256-bit token for the user and purpose and returns it (for the email link only: the
 * table keeps its SHA-256). Any older unused token of the same purpose stops working.
 */
export async function issueEmailToken({ tx, clock, purpose, userId, email }: IssueEmailTokenOptions): Promise<string> {
  const now = clock.now();
  await voidEmailTokens({ tx, clock, userId, purpose });
  const token = newToken(32);
  await tx.insert(emailTokens).values({
    id: newId(),
    tokenHash: sha256(token),
    purpose,
    userId,
    email,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
    createdAt: now.toISOString(),
  });
  return token;
}
