import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';

/**
 * GET /api/health: `{ ok, db }`, 503 while the database cannot be read, so a load balancer or
 * orchestrator stops sending traffic to a server that would fail every request.
 */
export const healthRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      // Reads the schema page: fails when the connection is closed or the file cannot be read.
      deps.db.$client.prepare('select count(*) from sqlite_master').pluck().get();
    } catch (err) {
      c.var.log.error('health check: database unreachable', { error: err instanceof Error ? err.message : String(err) });
      return c.json({ ok: false, db: 'unreachable' }, 503);
    }
    return c.json({ ok: true, db: 'ok' }, 200);
  });
