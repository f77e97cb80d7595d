import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { sessions, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { sha256 } from '../../lib/random';
import { SESSION_IDLE_MS } from './create-session';

// Renewing on every request would write on every request; half the idle time keeps writes rare.
const RENEW_WHEN_LEFT_MS = SESSION_IDLE_MS / 2;

export interface ValidSession {
  id: string;
  expiresAt: Date;
  user: { id: string; email: string; isEmailVerified: boolean };
  /** True when this lookup slid the idle expiry forward (the cookie must be re-sent). */
  renewed: boolean;
}

export interface ValidateSessionTokenOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The token from the session cookie. */
  token: string;
}

/** The session a cookie token stands for, slid forward when due; null (and deleted) when expired. */
export async function validateSessionToken({ deps, token }: ValidateSessionTokenOptions): Promise<ValidSession | null> {
  const { db, clock } = deps;
  // Tokens we issue are 43 base64url characters; anything else cannot match and is not looked up.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sha256(token);
  const row = (
    await db
      .select({
        expiresAt: sessions.expiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        userId: users.id,
        email: users.email,
        isEmailVerified: users.isEmailVerified,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
  )[0];
  if (!row) return null;
  const now = clock.now().getTime();
  const idleEnd = Date.parse(row.expiresAt);
  const absoluteEnd = Date.parse(row.absoluteExpiresAt);
  if (now >= idleEnd || now >= absoluteEnd) {
    await inTransaction(db, (tx) => tx.delete(sessions).where(eq(sessions.id, id)));
    return null;
  }
  let expiresAt = new Date(idleEnd);
  let renewed = false;
  if (idleEnd - now < RENEW_WHEN_LEFT_MS) {
    const next = Math.min(now + SESSION_IDLE_MS, absoluteEnd);
    if (next > idleEnd) {
      expiresAt = new Date(next);
      await inTransaction(db, (tx) => tx.update(sessions).set({ expiresAt: expiresAt.toISOString() }).where(eq(sessions.id, id)));
      renewed = true;
    }
  }
  return { id, expiresAt, renewed, user: { id: row.userId, email: row.email, isEmailVerified: row.isEmailVerified } };
}
