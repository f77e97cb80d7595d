import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import type { Metrics } from '../../lib/metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics in Prometheus text format, for the bearer of METRICS_TOKEN only. Without the
 * token configured the route does not exist (404); a wrong or missing token gets 401. Tokens are
 * compared as digests in constant time, so the answer's timing says nothing about the token.
 */
export const metricsRoutes = (token: string | undefined, metrics: Metrics | undefined) => {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!expected || !metrics) throw new AppError(404, 'Not found: GET /metrics', 'not_found');
    if (!timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      throw new AppError(401, 'The metrics need the bearer token set in METRICS_TOKEN', 'unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    const body = await metrics.render();
    return c.body(body, 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
  });
};
