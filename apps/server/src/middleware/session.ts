import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../lib/errors';
import { recordAuth } from '../lib/route-docs';
import { validateSessionToken } from '../services/sessions/validate-session-token';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

/**
 * Resolves the session cookie into c.var.user (null when signed out). An unknown or expired
 * session's cookie is cleared; a session whose idle expiry slid forward gets its cookie re-sent.
 */
export const loadSession = (deps: AppDeps) =>
  recordAuth(
    createMiddleware<AppEnv>(async (c, next) => {
      c.set('user', null);
      const token = readSessionCookie(c, deps.config);
      if (token) {
        const session = await validateSessionToken({ deps, token });
        if (!session) {
          clearSessionCookie(c, deps.config);
        } else {
          c.set('user', { ...session.user, sessionId: session.id });
          if (session.renewed) setSessionCookie(c, deps.config, token, session.expiresAt, deps.clock);
        }
      }
      return next();
    }),
    'sessionCookie',
    false,
  );

/**
 * For signed-in-only routes: 401 JSON when signed out. Every answer (the 401 too) is marked
 * no-store, since it depends on who asks.
 */
export const requireUser = recordAuth(
  createMiddleware<AppEnv>(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (!c.get('user')) throw new AppError(401, 'Please sign in to continue', 'unauthorized');
    await next();
    c.header('Cache-Control', 'no-store');
  }),
  'sessionCookie',
  true,
);
