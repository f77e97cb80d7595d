import type { AppDeps } from '../../context';
import { sessions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newToken, sha256 } from '../../lib/random';
import { DAY } from '../../lib/time';

// Sessions on Lucia's published design: a 256-bit random token lives only in the cookie, the
// table keeps its SHA-256 as the id, so a leaked database does not hand out live sessions.
/** A session ends after this long without use... */
export const SESSION_IDLE_MS = 7 * DAY;
/** ...and at the latest this long after sign-in, however active it is. */
export const SESSION_ABSOLUTE_MS = 30 * DAY;

export interface CreateSessionOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  userId: string;
}

/** Starts a new session for the user; returns the token for the cookie and the idle expiry. */
export async function createSession({ deps, userId }: CreateSessionOptions): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const token = newToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await inTransaction(deps.db, (tx) =>
    tx.insert(sessions).values({
      id: sha256(token),
      userId,
      expiresAt: expiresAt.toISOString(),
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      createdAt: now.toISOString(),
    }),
  );
  return { token, expiresAt };
}
