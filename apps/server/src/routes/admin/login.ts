import { Hono } from 'hono';
import { adminLoginSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import { MINUTE } from '../../lib/time';
import { validate } from '../../lib/validate';
import { clientAddress, createRateLimiter } from '../../middleware/rate-limit';
import { normalizeUsername } from '../../services/admin-accounts';
import { loginAdmin } from '../../services/admin-login';

/** Admin login attempts per client address, and failed attempts per username (DESIGN 8). */
export const ADMIN_LOGIN_RATE_LIMIT = {
  perAddress: { limit: 30, windowMs: 15 * MINUTE },
  perUsername: { limit: 10, windowMs: 15 * MINUTE },
};

/** POST /api/admin/login: username and password in, a bearer token out. */
export const adminLoginRoutes = (deps: AppDeps) => {
  const { config, clock } = deps;
  const logger = deps.logger;
  const enabled = config.rateLimits;
  const byAddress = createRateLimiter({ ...ADMIN_LOGIN_RATE_LIMIT.perAddress, clock, enabled });
  const byUsername = createRateLimiter({ ...ADMIN_LOGIN_RATE_LIMIT.perUsername, clock, enabled });

  return new Hono<AppEnv>().post('/login', validate('json', adminLoginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const address = clientAddress(c, config);
    const userKey = `admin-login-user:${normalizeUsername(username)}`;
    byAddress.hit(`admin-login:${address}`);
    byUsername.check(userKey);
    try {
      const { token, admin, expiresAt } = await loginAdmin(deps, { username, password });
      logger?.info('admin login', { requestId: c.var.requestId, admin: admin.username });
      return c.json({ token, expiresAt }, 200);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) {
        // Only failures count against the username, so an operator is never locked out by their own sign-ins.
        logger?.info('admin login failed', { requestId: c.var.requestId, username: normalizeUsername(username), address });
        byUsername.hit(userKey);
      }
      throw err;
    }
  });
};
