import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { newToken, sha256 } from '../lib/random';
import { DAY } from '../lib/time';

// Sessions on Lucia's published design: a 256-bit random token lives only in the cookie, the
// table keeps its SHA-256 as the id, so a leaked database does not hand out live sessions.
/** A session ends after this long without use... */
export const SESSION_IDLE_MS = 7 * DAY;
/** ...and at the latest this long after sign-in, however active it is. */
export const SESSION_ABSOLUTE_MS = 30 * DAY;
// Renewing on every request would write on every request; half the idle time keeps writes rare.
const RENEW_WHEN_LEFT_MS = SESSION_IDLE_MS / 2;

type Writer = Pick<Db, 'insert' | 'delete'>;

export interface ValidSession {
  id: string;
  expiresAt: Date;
  user: { id: string; email: string; isEmailVerified: boolean };
  /** True when this lookup slid the idle expiry forward (the cookie must be re-sent). */
  renewed: boolean;
}

/** Starts a new session for the user; returns the token for the cookie and the idle expiry. */
export async function createSession(db: Writer, clock: Clock, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const now = clock.now();
  const token = newToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db.insert(sessions)
    .values({
      id: sha256(token),
      userId,
      expiresAt: expiresAt.toISOString(),
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      createdAt: now.toISOString(),
    });
  return { token, expiresAt };
}

/** The session a cookie token stands for, slid forward when due; null (and deleted) when expired. */
export async function validateSessionToken(db: Db, clock: Clock, token: string): Promise<ValidSession | null> {
  // Tokens we issue are 43 base64url characters; anything else cannot match and is not looked up.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sha256(token);
  const row = (await db
    .select({
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      userId: users.id,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id)))[0];
  if (!row) return null;
  const now = clock.now().getTime();
  const idleEnd = Date.parse(row.expiresAt);
  const absoluteEnd = Date.parse(row.absoluteExpiresAt);
  if (now >= idleEnd || now >= absoluteEnd) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = new Date(idleEnd);
  let renewed = false;
  if (idleEnd - now < RENEW_WHEN_LEFT_MS) {
    const next = Math.min(now + SESSION_IDLE_MS, absoluteEnd);
    if (next > idleEnd) {
      expiresAt = new Date(next);
      await db.update(sessions).set({ expiresAt: expiresAt.toISOString() }).where(eq(sessions.id, id));
      renewed = true;
    }
  }
  return { id, expiresAt, renewed, user: { id: row.userId, email: row.email, isEmailVerified: row.isEmailVerified } };
}

/** Ends one session (logout). */
export async function deleteSession(db: Writer, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user, but the one `keep` names (the browser that made the change):
 * after a password reset or change, an email verification or a Google link, whoever signed in
 * before it must sign in again.
 */
export async function deleteUserSessions(db: Writer, userId: string, keep?: string): Promise<void> {
  await db.delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

/** `__Host-session` over https (the prefix makes browsers insist on Secure, Path=/ and no Domain). */
export const sessionCookieName = (config: Config): string => (config.secure ? '__Host-session' : 'session');

/** The session token the request carries, if any. */
export const readSessionCookie = (c: Context, config: Config): string | undefined => getCookie(c, sessionCookieName(config));

/**
 * A readable companion of the session cookie that holds no secret, only "1": it lets the web app
 * skip the current-user lookup (and its 401) for visitors who have never signed in.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** Sends the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure over https, until the idle expiry. */
export function setSessionCookie(c: Context, config: Config, token: string, expiresAt: Date, clock: Clock): void {
  const lifetime = {
    sameSite: 'Lax' as const,
    path: '/',
    secure: config.secure,
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - clock.now().getTime()) / 1000)),
  };
  setCookie(c, sessionCookieName(config), token, { ...lifetime, httpOnly: true });
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', lifetime);
}

/** Tells the browser to drop the session cookie (and its hint). */
export function clearSessionCookie(c: Context, config: Config): void {
  deleteCookie(c, sessionCookieName(config), { path: '/', secure: config.secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: config.secure, sameSite: 'Lax' });
}
