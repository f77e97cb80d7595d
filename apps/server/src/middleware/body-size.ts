import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { AppError } from '../lib/errors';

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 100 * 1024;

const bodyTooLarge = () => new AppError(413, 'Request body is too large (100 KB at most)', 'payload_too_large');

/** Hono's bodyLimit, for the bodies that must be counted as they stream. */
const countStreamedBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw bodyTooLarge();
  },
});

/**
 * 413 for a request body over MAX_BODY_BYTES, with a fast path for the usual request.
 *
 * Why: bodyLimit's first look at the body makes @hono/node-server build a full web Request
 * (headers, stream, abort signal) for every request, and keeps the body from being read straight
 * off the socket later. So it only runs for the bodies it has to count as they stream (chunked).
 * Rules: GET and HEAD bodies are never read, so never checked; a declared Content-Length is
 * checked as bodyLimit would check it (node:http then holds the body to exactly that length).
 */
export const limitBodySize: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return countStreamedBody(c, next);
  if (Number.parseInt(length, 10) > MAX_BODY_BYTES) throw bodyTooLarge();
  return next();
};
