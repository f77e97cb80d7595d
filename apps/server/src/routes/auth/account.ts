import { Hono } from 'hono';
import { loginSchema, registerSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { AppError, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import { validate } from '../../lib/validate';
import { clientAddress, clientBucket, rateLimitByAddress } from '../../middleware/rate-limit';
import { noStore } from '../../middleware/security';
import { requireUser } from '../../middleware/session';
import { resendVerification, verifyEmailToken } from '../../services/email-verification';
import { profileAndBadges } from '../../services/lifecycle/profile-and-badges';
import { registerAccount } from '../../services/register-account';
import { clearSessionCookie, createSession, deleteSession, setSessionCookie } from '../../services/sessions';
import { checkPassword } from '../../services/sign-in';
import { currentUserOf, findUserById } from '../../services/users';
import type { AuthLimiters } from './limits';

/** Registration, password sign-in and out, the current user, and email verification. */
export const accountRoutes = (deps: AppDeps, limits: AuthLimiters) => {
  return new Hono<AppEnv>()
    .get('/user', requireUser, async (c) => {
      const user = await findUserById(deps.db, c.get('user')!.id);
      if (!user) throw unauthorized('Please sign in to continue');
      return c.json({ ...currentUserOf(user), ...await profileAndBadges(deps.db, user.id) }, 200);
    })

    .post('/register', rateLimitByAddress(deps.config, limits.register), validate('json', registerSchema), async (c) => {
      const user = await registerAccount(deps, c.req.valid('json'));
      c.var.log.info('account registered', { userId: user.id });
      c.header('Cache-Control', 'no-store');
      return c.json({ user: currentUserOf(user) }, 201);
    })

    .post('/login', noStore, validate('json', loginSchema), async (c) => {
      const input = c.req.valid('json');
      const address = clientAddress(c, deps.config);
      const bucket = clientBucket(c, deps.config);
      // Counted before the password is checked, address first: a client over its limit neither
      // costs a hash nor uses up the account's attempts (which would lock its owner out).
      await limits.loginAddress.consume(bucket);
      await limits.loginAccount.consume(input.email);
      let user;
      try {
        user = await checkPassword(deps, input);
      } catch (err) {
        if (err instanceof AppError && err.status === 401) {
          // No password, and the account only as a hash: enough to spot an attack in the logs.
          c.var.log.info('login failed', { account: sha256(input.email).slice(0, 16), address });
        }
        throw err;
      }
      // Only failures count: the right password gives its attempts back.
      await limits.loginAddress.refund(bucket);
      await limits.loginAccount.refund(input.email);
      // A new session at every sign-in; whatever session the browser brought along ends.
      const previous = c.get('user');
      if (previous) await deleteSession(deps.db, previous.sessionId);
      const session = await createSession(deps.db, deps.clock, user.id);
      setSessionCookie(c, deps.config, session.token, session.expiresAt, deps.clock);
      c.var.log.info('login', { userId: user.id });
      return c.json({ user: currentUserOf(user) }, 200);
    })

    .post('/logout', async (c) => {
      const user = c.get('user');
      if (user) await deleteSession(deps.db, user.sessionId);
      clearSessionCookie(c, deps.config);
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    })

    .get('/verify-email', async (c) => {
      // The link carries a token: it must not leak through the Referer of the next page.
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Cache-Control', 'no-store');
      let error: string | null;
      try {
        // The browser that opens the link keeps its session if it is signed in to this account.
        error = await verifyEmailToken(deps, c.req.query('token'), c.get('user')?.sessionId);
      } catch (err) {
        c.var.log.error('email verification failed', { error: err instanceof Error ? err.message : String(err) });
        error = 'server_error';
      }
      return c.redirect(error ? `/verify-email?error=${error}` : '/verify-email?status=success', 302);
    })

    .post('/resend-verification', requireUser, async (c) => {
      const user = c.get('user')!;
      await limits.resendAddress.consume(clientBucket(c, deps.config));
      await limits.resendUser.consume(user.id);
      const sent = await resendVerification(deps, user.id);
      return c.json({ message: sent ? 'Verification email sent. Please check your inbox.' : 'Your email is already verified.' }, 200);
    });
};
