import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from './context';
import { AppError } from './lib/errors';
import { silentLogger } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { requestLog } from './middleware/request-log';
import { sameOriginWrites, securityHeaders } from './middleware/security';
import { limitBodySize } from './middleware/body-size';
import { refuseUnnameablePaths } from './middleware/unnameable-paths';
import { parseJsonBody } from './middleware/json-body';
import { loadSession } from './middleware/session';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { notificationRoutes } from './routes/notifications';
import { openApiRoutes } from './routes/openapi';
import type { MountedRoute } from './routes/openapi/openapi-document';
import { healthRoutes, metricsRoutes } from './routes/ops';
import { orderRoutes } from './routes/orders';
import { stationRoutes } from './routes/stations';

export type { AppDeps } from './context';

/** The whole HTTP API as a Hono app; main.ts adds static files and the network. */
export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? silentLogger;
  const metrics = deps.metrics ?? (deps.config.metricsToken ? createMetrics({ db: deps.db, clock: deps.clock }) : undefined);
  // Only the routes that read the signed-in user look the session up (a database read).
  const session = loadSession(deps);
  // The OpenAPI document describes the finished app's routes (set once the app is built below).
  let mounted: readonly MountedRoute[] = [];

  const api = new Hono<AppEnv>()
    .use(refuseUnnameablePaths)
    .use(limitBodySize)
    .use(sameOriginWrites(deps.config))
    .use(parseJsonBody)
    .use('/auth/*', session)
    .use('/orders/*', session)
    .use('/chat/*', session)
    .get('/login', (c) => c.redirect('/login', 302))
    .route('/auth', authRoutes(deps))
    .route('/stations', stationRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/notifications', notificationRoutes(deps))
    .route('/chat', chatRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/health', healthRoutes(deps))
    .route('/', openApiRoutes(deps, () => mounted))
    .all('*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404));

  const app = new Hono<AppEnv>()
    .use(requestLog(logger, metrics))
    .use(securityHeaders(deps.config))
    .route('/metrics', metricsRoutes(deps.config.metricsToken, metrics))
    .route('/api', api);
  mounted = app.routes;

  app.onError((err, c) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(err.toJSON(), err.status);
    }
    // A client that hangs up mid-body ('aborted', ECONNRESET from node:http) is not a server
    // fault: no one is left to read the answer, and it must not be logged as a crash.
    if (err instanceof Error && err.message === 'aborted' && (err as NodeJS.ErrnoException).code === 'ECONNRESET') {
      return c.json({ message: 'The request was interrupted before its body arrived', code: 'client_aborted' }, 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const message = err.message || 'Bad request';
      return c.json({ message, code: err.status === 400 ? 'bad_request' : 'http_error' }, err.status);
    }
    (c.var.log ?? logger).error('unhandled error', { route: routePath(c), error: err instanceof Error ? err.stack : String(err) });
    return c.json({ message: 'Something went wrong. Please try again in a moment.', code: 'internal_error' }, 500);
  });

  return app;
}

export type AppType = ReturnType<typeof createApp>;
