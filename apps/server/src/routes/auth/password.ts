import { Hono } from 'hono';
import { z } from 'zod';
import { changePasswordSchema, forgotPasswordSchema, MESSAGES, resetPasswordSchema, messageSchema, resetLinkValidSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { limitGuesses, rateLimitByAddress } from '../../middleware/rate-limit';
import { requireUser } from '../../middleware/session';
import { changePassword } from '../../services/accounts/change-password';
import { noStore } from '../../middleware/security';
import { clearSessionCookie } from '../../middleware/session-cookie';
import { requestPasswordReset } from '../../services/accounts/request-password-reset';
import { resetPassword } from '../../services/accounts/reset-password';
import { checkResetToken } from '../../services/accounts/check-reset-token';
import type { AuthLimiters } from './limits';
import { responds } from '../../lib/route-docs';

/** The same answer for known and unknown emails, so the form cannot be used to find accounts. */
export const FORGOT_PASSWORD_REPLY = 'If an account exists for this email, we have sent a link to reset the password.';

const forgotAnswers = responds({ 200: { description: 'The same answer whether or not an account has this email', json: messageSchema } });
const resetLinkAnswers = responds({ 200: { description: 'The link is good for setting a new password', json: resetLinkValidSchema } });
const resetAnswers = responds({ 200: { description: 'Password updated: every session of the account ended', json: messageSchema } });
const changeAnswers = responds({ 200: { description: "Password changed: the account's other sessions ended", json: messageSchema } });

/** Forgotten password (request a link, then set a new password with it) and a signed-in change. */
export const passwordRoutes = (deps: AppDeps, limits: AuthLimiters) =>
  new Hono<AppEnv>()
    .post(
      '/forgot-password',
      forgotAnswers,
      noStore,
      rateLimitByAddress(deps.config, limits.forgotAddress),
      validate('json', forgotPasswordSchema),
      async (c) => {
        const { email } = c.req.valid('json');
        await limits.forgotEmail.consume(email);
        await requestPasswordReset({ deps, email });
        return c.json({ message: FORGOT_PASSWORD_REPLY }, 200);
      },
    )
    .get(
      '/reset-password',
      resetLinkAnswers,
      noStore,
      rateLimitByAddress(deps.config, limits.resetAddress),
      validate(
        'query',
        z.object({
          token: z
            .string({ error: MESSAGES.resetLinkInvalid })
            .trim()
            .min(1, { error: MESSAGES.resetLinkInvalid })
            .max(300, { error: MESSAGES.resetLinkInvalid }),
        }),
      ),
      async (c) => {
        await checkResetToken({ deps, token: c.req.valid('query').token });
        return c.json({ valid: true }, 200);
      },
    )
    .post('/reset-password', resetAnswers, noStore, rateLimitByAddress(deps.config, limits.resetAddress), validate('json', resetPasswordSchema), async (c) => {
      const { email } = await resetPassword({ deps, input: c.req.valid('json') });
      // The owner proved the mailbox: failed sign-ins before (perhaps why they reset) no longer lock them out.
      await limits.loginAccount.clear(email);
      // Every session of the account has ended; this browser's cookie goes too.
      clearSessionCookie(c, deps.config);
      return c.json({ message: 'Password updated' }, 200);
    })
    .post('/change-password', changeAnswers, noStore, requireUser, validate('json', changePasswordSchema), async (c) => {
      const user = c.get('user')!;
      const input = c.req.valid('json');
      // Wrong current passwords are limited: a stolen session cannot be used to guess the password behind it.
      await limitGuesses([[limits.changePasswordUser, user.id]], () =>
        changePassword({ deps, userId: user.id, sessionId: user.sessionId, currentPassword: input.currentPassword, password: input.password }),
      );
      return c.json({ message: MESSAGES.passwordChanged }, 200);
    });
