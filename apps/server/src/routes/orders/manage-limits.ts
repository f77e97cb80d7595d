import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { sha256 } from '../../lib/random';
import { HOUR, MINUTE } from '../../lib/time';
import { clientBucket, createRateLimiter } from '../../middleware/rate-limit';

/**
 * Customer changes (cancel, new dates) per manage link (or signed-in account) and per client
 * address. Anyone who books holds a manage link, and every change emails the provider's team: a
 * customer changes a request a few times at most, a script many times.
 */
export const MANAGE_RATE_LIMIT = {
  perCaller: { limit: 10, windowMs: HOUR },
  perAddress: { limit: 30, windowMs: 15 * MINUTE },
};

/**
 * Counts a customer change before it is made: the client address first (a client over its limit
 * uses up nobody's link), then the link's hash (never the token itself: the counters are stored),
 * else the signed-in account.
 */
export function limitManageActions(deps: Pick<AppDeps, 'db' | 'config'>): MiddlewareHandler<AppEnv> {
  const enabled = deps.config.rateLimits;
  const perAddress = createRateLimiter({ name: 'manage-address', ...MANAGE_RATE_LIMIT.perAddress, db: deps.db, enabled });
  const perCaller = createRateLimiter({ name: 'manage-caller', ...MANAGE_RATE_LIMIT.perCaller, db: deps.db, enabled });
  return async (c, next) => {
    await perAddress.consume(clientBucket(c, deps.config));
    const token = c.req.query('token')?.trim();
    const user = c.var.user;
    if (token) await perCaller.consume(`link:${sha256(token)}`);
    else if (user) await perCaller.consume(`user:${user.id}`);
    return next();
  };
}
