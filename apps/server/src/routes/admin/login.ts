import { Hono } from 'hono';
import { adminLoginSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import { MINUTE } from '../../lib/time';
import { validate } from '../../lib/validate';
import { clientAddress, clientBucket, createRateLimiter } from '../../middleware/rate-limit';
import { normalizeUsername } from '../../services/admins/admin-credentials';
import { loginAdmin } from '../../services/admins/login-admin';

/**
 * Admin login attempts per client address, and failed attempts per username. Both are counted
 * before the password is checked (the address first), so simultaneous guesses cannot outrun
 * them; a right password gives its username attempt back.
 */
export const ADMIN_LOGIN_RATE_LIMIT = {
  perAddress: { limit: 30, windowMs: 15 * MINUTE },
  perUsername: { limit: 10, windowMs: 15 * MINUTE },
};

/** POST /api/admin/login: username and password in, a bearer token out. */
export const adminLoginRoutes = (deps: AppDeps) => {
  const { config, db } = deps;
  const enabled = config.rateLimits;
  const byAddress = createRateLimiter({ name: 'admin-login-address', ...ADMIN_LOGIN_RATE_LIMIT.perAddress, db, enabled });
  const byUsername = createRateLimiter({ name: 'admin-login-user', ...ADMIN_LOGIN_RATE_LIMIT.perUsername, db, enabled });

  return new Hono<AppEnv>().post('/login', validate('json', adminLoginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const address = clientAddress(c, config);
    const userKey = normalizeUsername(username);
    await byAddress.consume(clientBucket(c, config));
    await byUsername.consume(userKey);
    try {
      const { token, admin, expiresAt } = await loginAdmin({ deps, username, password });
      // Only failures count against the username, so an operator is never locked out by their own sign-ins.
      await byUsername.refund(userKey);
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
