import { Hono } from 'hono';
import { forgotPasswordSchema, resetPasswordSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { rateLimitByAddress } from '../../middleware/rate-limit';
import { noStore } from '../../middleware/security';
import { requestPasswordReset, resetPassword } from '../../services/password-reset';
import { clearSessionCookie } from '../../services/sessions';
import type { AuthLimiters } from './limits';

/** The same answer for known and unknown emails, so the form cannot be used to find accounts. */
export const FORGOT_PASSWORD_REPLY = 'If an account exists for this email, we have sent a link to reset the password.';

/** Forgotten password: request a link, then set a new password with it. */
export const passwordRoutes = (deps: AppDeps, limits: AuthLimiters) =>
  new Hono<AppEnv>()
    .post(
      '/forgot-password',
      noStore,
      rateLimitByAddress(deps.config, limits.forgotAddress, 'forgot'),
      validate('json', forgotPasswordSchema),
      (c) => {
        const { email } = c.req.valid('json');
        limits.forgotEmail.hit(`forgot:${email}`);
        requestPasswordReset(deps, email);
        return c.json({ message: FORGOT_PASSWORD_REPLY }, 200);
      },
    )
    .post(
      '/reset-password',
      noStore,
      rateLimitByAddress(deps.config, limits.resetAddress, 'reset'),
      validate('json', resetPasswordSchema),
      async (c) => {
        await resetPassword(deps, c.req.valid('json'));
        // Every session of the account has ended; this browser's cookie goes too.
        clearSessionCookie(c, deps.config);
        return c.json({ message: 'Password updated' }, 200);
      },
    );
