import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';
import type { Logger } from '../lib/logger';
import type { Metrics } from '../lib/metrics';
import { newRequestId } from '../lib/random';
import { nodeResponse } from './security';

/**
 * A request's logger: every line carries the request id. The pino child is made on the first
 * line, so the many requests that log nothing but their summary never build one.
 */
class RequestLogger implements Logger {
  #child: Logger | undefined;
  constructor(
    private readonly root: Logger,
    private readonly reqId: string,
  ) {}
  private get log(): Logger {
    return (this.#child ??= this.root.child({ reqId: this.reqId }));
  }
  info(msg: string, fields?: Record<string, unknown>) {
    this.log.info(msg, fields);
  }
  error(msg: string, fields?: Record<string, unknown>) {
    this.log.error(msg, fields);
  }
  child(bindings: Record<string, unknown>) {
    return this.log.child(bindings);
  }
}

/**
 * Gives every request an id (X-Request-Id) and a logger carrying it (c.var.log), and when it is
 * answered writes one line (id, method, route pattern, status, ms) and counts it in the metrics.
 * The route is the pattern that matched (`/api/orders/:id`), never the path: paths and query
 * strings can carry tokens.
 */
export const requestLog = (logger: Logger, metrics: Metrics | undefined) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const reqId = newRequestId();
    const started = performance.now();
    c.set('requestId', reqId);
    c.set('log', new RequestLogger(logger, reqId));
    const outgoing = nodeResponse(c);
    outgoing?.setHeader('X-Request-Id', reqId);
    await next();
    // In app.request (no node:http response), on the finished response's headers directly:
    // c.header() after the handler copies the whole response.
    if (!outgoing) c.res.headers.set('X-Request-Id', reqId);
    const ms = performance.now() - started;
    const method = c.req.method;
    const route = routePath(c);
    const status = c.res.status;
    logger.info('request', { reqId, method, route, status, ms: Math.round(ms * 10) / 10 });
    metrics?.request(method, route, status, ms / 1000);
  });
