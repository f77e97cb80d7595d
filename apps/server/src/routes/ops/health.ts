import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { pingDatabase } from '../../db/introspect';

/**
 * GET /api/health: `{ ok, db }`, 503 while the database cannot be read, so a load balancer or
 * orchestrator stops sending traffic to a server that would fail every request.
 */
export const healthRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await pingDatabase(deps.db);
    } catch (err) {
      c.var.log.error('health check: database unreachable', { error: err instanceof Error ? err.message : String(err) });
      return c.json({ ok: false, db: 'unreachable' }, 503);
    }
    return c.json({ ok: true, db: 'ok' }, 200);
  });
