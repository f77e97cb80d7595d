import type { ErrorHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';
import { AppError, errorText } from '../lib/errors';
import type { Logger } from '../lib/logger';

/** A value thrown that is not an Error (a library's validation object, a string), carried as one. */
export class ThrownValue extends Error {
  constructor(readonly value: unknown) {
    super(errorText(value));
    this.name = 'ThrownValue';
  }
}

/**
 * Hono hands only Error instances to onError; anything else thrown would leave as a bare 500,
 * never logged nor counted. Mounted right after the request log, this turns such a throw into an
 * Error, so every throw becomes the JSON error, a log line and a metric.
 */
export const catchThrownValues = createMiddleware<AppEnv>(async (_c, next) => {
  try {
    await next();
  } catch (thrown) {
    throw thrown instanceof Error ? thrown : new ThrownValue(thrown);
  }
});

/** The one error path: AppError to the API's error JSON; anything unexpected logged (without query parameters) and a 500. */
export const handleErrors =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (err, c) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(err.toJSON(), err.status);
    }
    // A client that hangs up mid-body ('aborted', ECONNRESET from node:http) is not a server
    // fault: no one is left to read the answer, and it must not be logged as a crash.
    if (err.message === 'aborted' && (err as NodeJS.ErrnoException).code === 'ECONNRESET') {
      return c.json({ message: 'The request was interrupted before its body arrived', code: 'client_aborted' }, 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const message = err.message || 'Bad request';
      return c.json({ message, code: err.status === 400 ? 'bad_request' : 'http_error' }, err.status);
    }
    (c.var.log ?? logger).error('unhandled error', { route: routePath(c), error: err instanceof ThrownValue ? err.message : errorText(err) });
    return c.json({ message: 'Something went wrong. Please try again in a moment.', code: 'internal_error' }, 500);
  };
