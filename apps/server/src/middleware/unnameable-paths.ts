import { hasForbiddenCharacters } from '@app/core';
import type { Handler, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../lib/errors';

/**
 * A path segment that decodes (as Hono decodes path parameters: decodeURIComponent) to text with
 * a character no input may hold (@app/core's rule: control characters other than tab and line
 * breaks, NUL above all) names nothing, so the answer is 404 before any handler looks it up.
 * Query strings and bodies get the same rule in validate(); path parameters go to the database
 * unvalidated, and PostgreSQL refuses text holding NUL ("invalid byte sequence for encoding
 * UTF8: 0x00"), which was a 500 where SQLite found no row.
 */
export const refuseUnnameablePaths: MiddlewareHandler<AppEnv> = (c, next) => {
  // Hono's path is already percent-decoded (decodeURI: %00 becomes NUL); what decodeURI leaves
  // encoded (reserved characters such as %2F) decodes to no control character.
  if (hasForbiddenCharacters(c.req.path)) throw new AppError(404, 'Not found', 'not_found');
  return next();
};

/** The JSON 404 of an API path no route serves (the last handler of the API and of its admin part). */
export const answerUnknownPath: Handler<AppEnv> = (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404);
