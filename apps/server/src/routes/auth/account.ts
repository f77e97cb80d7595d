import { Hono } from 'hono';
import { loginSchema, registerSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { AppError, unauthorized } from '../../lib/errors';
import { silentLogger } from '../../lib/logger';
import { sha256 } from '../../lib/random';
import { validate } from '../../lib/validate';
import { clientAddress, rateLimitByAddress } from '../../middleware/rate-limit';
import { noStore } from '../../middleware/security';
import { requireUser } from '../../middleware/session';
import { resendVerification, verifyEmailToken } from '../../services/email-verification';
import { registerAccount } from '../../services/register-account';
import { clearSessionCookie, createSession, deleteSession, setSessionCookie } from '../../services/sessions';
import { checkPassword } from '../../services/sign-in';
import { currentUserOf, findUserById } from '../../services/users';
import type { AuthLimiters } from './limits';

/** Registration, password sign-in and out, the current user, and email verification. */
export const accountRoutes = (deps: AppDeps, limits: AuthLimiters) => {
  const logger = deps.logger ?? silentLogger;
  return new Hono<AppEnv>()
    .get('/user', requireUser, (c) => {
      const user = findUserById(deps.db, c.get('user')!.id);
      if (!user) throw unauthorized('Please sign in to continue');
      return c.json(currentUserOf(user), 200);
    })

    .post('/register', rateLimitByAddress(deps.config, limits.register, 'register'), validate('json', registerSchema), async (c) => {
      const user = await registerAccount(deps, c.req.valid('json'));
      logger.info('account registered', { userId: user.id });
      c.header('Cache-Control', 'no-store');
      return c.json({ user: currentUserOf(user) }, 201);
    })

    .post('/login', noStore, validate('json', loginSchema), async (c) => {
      const input = c.req.valid('json');
      const address = clientAddress(c, deps.config);
      const accountKey = `login:${input.email}`;
      const addressKey = `login:${address}`;
      limits.loginAccount.check(accountKey);
      limits.loginAddress.check(addressKey);
      let user;
      try {
        user = await checkPassword(deps, input);
      } catch (err) {
        if (err instanceof AppError && err.status === 401) {
          // No password, and the account only as a hash: enough to spot an attack in the logs.
          logger.info('login failed', { id: c.get('requestId'), account: sha256(input.email).slice(0, 16), address });
          limits.loginAccount.hit(accountKey);
          limits.loginAddress.hit(addressKey);
        }
        throw err;
      }
      limits.loginAccount.reset(accountKey);
      // A new session at every sign-in; whatever session the browser brought along ends.
      const previous = c.get('user');
      if (previous) deleteSession(deps.db, previous.sessionId);
      const session = createSession(deps.db, deps.clock, user.id);
      setSessionCookie(c, deps.config, session.token, session.expiresAt, deps.clock);
      logger.info('login', { id: c.get('requestId'), userId: user.id });
      return c.json({ user: currentUserOf(user) }, 200);
    })

    .post('/logout', (c) => {
      const user = c.get('user');
      if (user) deleteSession(deps.db, user.sessionId);
      clearSessionCookie(c, deps.config);
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    })

    .get('/verify-email', (c) => {
      // The link carries a token: it must not leak through the Referer of the next page.
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Cache-Control', 'no-store');
      let error: string | null;
      try {
        error = verifyEmailToken(deps, c.req.query('token'));
      } catch (err) {
        logger.error('email verification failed', { id: c.get('requestId'), error: err instanceof Error ? err.message : String(err) });
        error = 'server_error';
      }
      return c.redirect(error ? `/verify-email?error=${error}` : '/verify-email?status=success', 302);
    })

    .post('/resend-verification', requireUser, (c) => {
      const user = c.get('user')!;
      limits.resendAddress.hit(`resend:${clientAddress(c, deps.config)}`);
      limits.resendUser.hit(`resend:${user.id}`);
      const sent = resendVerification(deps, user.id);
      return c.json({ message: sent ? 'Verification email sent. Please check your inbox.' : 'Your email is already verified.' }, 200);
    });
};
