import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../lib/errors';

/** Parses a JSON body once, up front, so malformed JSON is one clear 400 on every route. */
export const parseJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  // GET and HEAD first: their bodies are never read, and most requests are GETs.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const type = c.req.header('content-type') ?? '';
  if (c.req.header('content-length') !== '0' && /^application\/([a-z.+-]*\+)?json/i.test(type)) {
    try {
      await c.req.json(); // cached by Hono for the validators
    } catch {
      throw new AppError(400, 'Malformed JSON in request body', 'malformed_json');
    }
  }
  return next();
});
