import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { pingDatabase } from '../../db/introspect';
import { responds } from '../../lib/route-docs';
import { healthSchema } from '@app/core';

/**
 * GET /api/health: `{ ok, db }`, 503 while the database cannot be read, so a load balancer or
 * orchestrator stops sending traffic to a server that would fail every request.
 */
const healthAnswers = responds({
  200: { description: 'The server answers and its database can be read', json: healthSchema },
  503: { description: 'The database cannot be read', json: healthSchema },
});

export const healthRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', healthAnswers, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await pingDatabase(deps.db);
    } catch (err) {
      c.var.log.error('health check: database unreachable', { error: err instanceof Error ? err.message : String(err) });
      return c.json({ ok: false, db: 'unreachable' }, 503);
    }
    return c.json({ ok: true, db: 'ok' }, 200);
  });
