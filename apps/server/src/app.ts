import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { hasForbiddenCharacters } from '@app/core';
import type { AppDeps, AppEnv } from './context';
import { AppError } from './lib/errors';
import { silentLogger } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { requestLog } from './middleware/request-log';
import { sameOriginWrites, securityHeaders } from './middleware/security';
import { parseJsonBody } from './middleware/json-body';
import { loadSession } from './middleware/session';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { notificationRoutes } from './routes/notifications';
import { healthRoutes, metricsRoutes } from './routes/ops';
import { orderRoutes } from './routes/orders';
import { stationRoutes } from './routes/stations';

export type { AppDeps } from './context';

const MAX_BODY_BYTES = 100 * 1024;
const bodyTooLarge = () => new AppError(413, 'Request body is too large (100 KB at most)', 'payload_too_large');

/**
 * A path segment that decodes (as Hono decodes path parameters: decodeURIComponent) to text with
 * a character no input may hold (@app/core's rule: control characters other than tab and line
 * breaks, NUL above all) names nothing, so the answer is 404 before any handler looks it up.
 * Query strings and bodies get the same rule in validate(); path parameters go to the database
 * unvalidated, and PostgreSQL refuses text holding NUL ("invalid byte sequence for encoding
 * UTF8: 0x00"), which was a 500 where SQLite found no row.
 */
const refuseUnnameablePaths: MiddlewareHandler<AppEnv> = (c, next) => {
  const segments = new URL(c.req.url).pathname.split('/');
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment; // not valid percent-encoding: Hono keeps it as it is
    }
  });
  if (decoded.some(hasForbiddenCharacters)) throw new AppError(404, 'Not found', 'not_found');
  return next();
};

/** The whole HTTP API as a Hono app; main.ts adds static files and the network. */
export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? silentLogger;
  const metrics = deps.metrics ?? (deps.config.metricsToken ? createMetrics({ db: deps.db, clock: deps.clock }) : undefined);
  // Only the routes that read the signed-in user look the session up (a database read).
  const session = loadSession(deps);

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw bodyTooLarge();
    },
  });

  // bodyLimit's first look at the body makes @hono/node-server build a full web Request
  // (headers, stream, abort signal) for every request, and keeps the body from being read
  // straight off the socket later. So it only runs for the bodies it has to count as they stream
  // (chunked). GET and HEAD bodies are never read; a declared length is checked as bodyLimit
  // would check it (node:http then holds the body to exactly that length).
  const checkBodySize: MiddlewareHandler<AppEnv> = (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitBody(c, next);
    if (Number.parseInt(length, 10) > MAX_BODY_BYTES) throw bodyTooLarge();
    return next();
  };

  const api = new Hono<AppEnv>()
    .use(refuseUnnameablePaths)
    .use(checkBodySize)
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
    .all('*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404));

  const app = new Hono<AppEnv>()
    .use(requestLog(logger, metrics))
    .use(securityHeaders(deps.config))
    .route('/metrics', metricsRoutes(deps.config.metricsToken, metrics))
    .route('/api', api);

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
