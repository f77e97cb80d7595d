import { Hono } from 'hono';
import { loginSchema, registerSchema, currentUserSchema, messageSchema, userEnvelopeSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { AppError, errorText, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import { validate } from '../../lib/validate';
import { clientAddress, clientBucket, limitGuesses, rateLimitByAddress } from '../../middleware/rate-limit';
import { noStore } from '../../middleware/security';
import { requireUser } from '../../middleware/session';
import { clearSessionCookie, setSessionCookie } from '../../middleware/session-cookie';
import { checkPassword } from '../../services/accounts/check-password';
import { findUserById } from '../../services/accounts/find-user-by-id';
import { registerAccount } from '../../services/accounts/register-account';
import { resendVerification } from '../../services/accounts/resend-verification';
import { currentUserOf } from '../../services/accounts/user-json';
import { verifyEmail } from '../../services/accounts/verify-email';
import { getProfileAndBadges } from '../../services/profiles/get-profile-and-badges';
import { createSession } from '../../services/sessions/create-session';
import { deleteSession } from '../../services/sessions/delete-session';
import type { AuthLimiters } from './limits';
import { responds } from '../../lib/route-docs';

const userAnswers = responds({ 200: { description: 'The signed-in account with its profile counters and badges', json: currentUserSchema } });
const registerAnswers = responds({
  201: { description: 'The new account; a verification email is on its way', json: userEnvelopeSchema },
  409: 'An account with this email already exists',
});
const loginAnswers = responds({
  200: { description: 'The account, and the session cookie set', json: userEnvelopeSchema, headers: { 'Set-Cookie': 'The session cookie' } },
  401: 'Invalid email or password',
});
const logoutAnswers = responds({ 204: { description: 'Signed out: the session ended and its cookie cleared' } });
const verifyAnswers = responds({
  302: {
    description: 'To /verify-email?status=success, or ?error=invalid_token, invalid_or_expired, sign_in_required or server_error',
    headers: { Location: 'The page that says how it went' },
  },
});
const resendAnswers = responds({ 200: { description: 'Sent, or already verified: the message says which', json: messageSchema } });

/** Registration, password sign-in and out, the current user, and email verification. */
export const accountRoutes = (deps: AppDeps, limits: AuthLimiters) => {
  return new Hono<AppEnv>()
    .get('/user', userAnswers, requireUser, async (c) => {
      const user = await findUserById({ db: deps.db, id: c.get('user')!.id });
      if (!user) throw unauthorized('Please sign in to continue');
      return c.json({ ...currentUserOf(user), ...(await getProfileAndBadges({ db: deps.db, userId: user.id })) }, 200);
    })

    .post('/register', registerAnswers, rateLimitByAddress(deps.config, limits.register), validate('json', registerSchema), async (c) => {
      const user = await registerAccount({ deps, input: c.req.valid('json') });
      c.var.log.info('account registered', { userId: user.id });
      c.header('Cache-Control', 'no-store');
      return c.json({ user: currentUserOf(user) }, 201);
    })

    .post('/login', loginAnswers, noStore, validate('json', loginSchema), async (c) => {
      const input = c.req.valid('json');
      const address = clientAddress(c, deps.config);
      const bucket = clientBucket(c, deps.config);
      let user;
      try {
        user = await limitGuesses(
          [
            [limits.loginAddress, bucket],
            [limits.loginAccount, input.email],
          ],
          () => checkPassword({ deps, input }),
        );
      } catch (err) {
        if (err instanceof AppError && err.status === 401) {
          // No password, and the account only as a hash: enough to spot an attack in the logs.
          c.var.log.info('login failed', { account: sha256(input.email).slice(0, 16), address });
        }
        throw err;
      }
      // A new session at every sign-in; whatever session the browser brought along ends.
      const previous = c.get('user');
      if (previous) await deleteSession({ deps, sessionId: previous.sessionId });
      const session = await createSession({ deps, userId: user.id });
      setSessionCookie(c, deps.config, session.token, session.expiresAt, deps.clock);
      c.var.log.info('login', { userId: user.id });
      return c.json({ user: currentUserOf(user) }, 200);
    })

    .post('/logout', logoutAnswers, async (c) => {
      const user = c.get('user');
      if (user) await deleteSession({ deps, sessionId: user.sessionId });
      clearSessionCookie(c, deps.config);
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    })

    .get('/verify-email', verifyAnswers, async (c) => {
      // The link carries a token: it must not leak through the Referer of the next page.
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Cache-Control', 'no-store');
      let error: string | null;
      try {
        // Only a browser signed in to the link's account completes it, and keeps its session.
        const user = c.get('user');
        error = await verifyEmail({ deps, token: c.req.query('token'), session: user ? { id: user.sessionId, userId: user.id } : null });
      } catch (err) {
        c.var.log.error('email verification failed', { error: errorText(err) });
        error = 'server_error';
      }
      return c.redirect(error ? `/verify-email?error=${error}` : '/verify-email?status=success', 302);
    })

    .post('/resend-verification', resendAnswers, requireUser, async (c) => {
      const user = c.get('user')!;
      await limits.resendAddress.consume(clientBucket(c, deps.config));
      await limits.resendUser.consume(user.id);
      const sent = await resendVerification({ deps, userId: user.id });
      return c.json({ message: sent ? 'Verification email sent. Please check your inbox.' : 'Your email is already verified.' }, 200);
    });
};
