import { Hono } from 'hono';
import { adminLoginSchema, adminTokenSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import { MINUTE } from '../../lib/time';
import { validate } from '../../lib/validate';
import { clientAddress, clientBucket, createRateLimiter, limitGuesses } from '../../middleware/rate-limit';
import { normalizeUsername } from '../../services/admins/admin-credentials';
import { loginAdmin } from '../../services/admins/login-admin';
import { responds } from '../../lib/route-docs';

/**
 * Failed admin logins per client address and per username, counted and given back by
 * limitGuesses (middleware/rate-limit.ts): an operator is never locked out by their own sign-ins.
 */
export const ADMIN_LOGIN_RATE_LIMIT = {
  perAddress: { limit: 30, windowMs: 15 * MINUTE },
  perUsername: { limit: 10, windowMs: 15 * MINUTE },
};

const loginAnswers = responds({
  200: { description: 'The bearer token of the admin calls, and when it expires', json: adminTokenSchema },
  401: 'Invalid username or password',
});

/** POST /api/admin/login: username and password in, a bearer token out. */
export const adminLoginRoutes = (deps: AppDeps) => {
  const { config, db } = deps;
  const enabled = config.rateLimits;
  const byAddress = createRateLimiter({ name: 'admin-login-address', ...ADMIN_LOGIN_RATE_LIMIT.perAddress, db, enabled });
  const byUsername = createRateLimiter({ name: 'admin-login-user', ...ADMIN_LOGIN_RATE_LIMIT.perUsername, db, enabled });

  return new Hono<AppEnv>().post('/login', loginAnswers, validate('json', adminLoginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const address = clientAddress(c, config);
    const userKey = normalizeUsername(username);
    try {
      const { token, admin, expiresAt } = await limitGuesses(
        [
          [byAddress, clientBucket(c, config)],
          [byUsername, userKey],
        ],
        () => loginAdmin({ deps, username, password }),
      );
      c.var.log.info('admin login', { admin: admin.username });
      return c.json({ token, expiresAt }, 200);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) {
        // A short hash, as for users: a typed username may be a password typed in the wrong field.
        c.var.log.info('admin login failed', { account: sha256(userKey).slice(0, 16), address });
      }
      throw err;
    }
  });
};
