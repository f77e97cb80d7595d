import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';

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
