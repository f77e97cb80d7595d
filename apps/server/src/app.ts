import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { silentLogger } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { requestLog } from './middleware/request-log';
import { catchThrownValues, handleErrors } from './middleware/error-handler';
import { sameOriginWrites, securityHeaders } from './middleware/security';
import { limitBodySize } from './middleware/body-size';
import { answerUnknownPath, refuseUnnameablePaths } from './middleware/unnameable-paths';
import { parseJsonBody } from './middleware/json-body';
import { loadSession } from './middleware/session';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { notificationRoutes } from './routes/notifications';
import { openApiRoutes } from './routes/openapi';
import type { MountedRoute } from './routes/openapi/openapi-document';
import { healthRoutes, metricsRoutes, publicConfigRoutes } from './routes/ops';
import { orderRoutes } from './routes/orders';
import { producerRoutes } from './routes/producer';
import { stationRoutes } from './routes/stations';
import { responds } from './lib/route-docs';

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
    .get('/login', responds({ 302: { description: 'To the sign-in page', headers: { Location: '/login' } } }), (c) => c.redirect('/login', 302))
    .route('/auth', authRoutes(deps))
    .route('/stations', stationRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/notifications', notificationRoutes(deps))
    .route('/chat', chatRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/producer', producerRoutes(deps))
    .route('/health', healthRoutes(deps))
    .route('/config', publicConfigRoutes(deps))
    .route(
      '/',
      openApiRoutes(deps, () => mounted),
    )
    .all('*', answerUnknownPath);

  const app = new Hono<AppEnv>()
    .use(requestLog(logger, metrics))
    .use(catchThrownValues)
    .use(securityHeaders(deps.config))
    .route('/metrics', metricsRoutes(deps.config.metricsToken, metrics))
    .route('/api', api);
  mounted = app.routes;

  app.onError(handleErrors(logger));

  return app;
}

export type AppType = ReturnType<typeof createApp>;
