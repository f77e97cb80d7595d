import type { z } from 'zod';

/**
 * What the OpenAPI document learns about a route from the handlers it is built of, recorded
 * where those handlers are made: the validator of each input (lib/validate.ts) and the
 * authentication middleware (admin bearer token, session cookie). Keyed by the handler
 * function itself, so a route is described by the very code that serves it and no route needs
 * an edit of its own to appear in the document.
 */

export type AuthScheme = 'adminBearer' | 'sessionCookie';

export interface RecordedValidation {
  target: string;
  schema: z.ZodType;
}

export interface RecordedAuth {
  scheme: AuthScheme;
  /** false: read when present (the route answers signed-out callers too). */
  required: boolean;
}

const validations = new WeakMap<object, RecordedValidation>();
const auths = new WeakMap<object, RecordedAuth>();

/** Notes that `handler` validates `target` with `schema`; returns the handler as it is. */
export function recordValidation<H extends object>(handler: H, target: string, schema: z.ZodType): H {
  validations.set(handler, { target, schema });
  return handler;
}

/** Notes that `handler` authenticates the caller with `scheme`; returns the handler as it is. */
export function recordAuth<H extends object>(handler: H, scheme: AuthScheme, required: boolean): H {
  auths.set(handler, { scheme, required });
  return handler;
}

/** Hono wraps a sub-app's handlers when that sub-app has an error handler of its own: look through it. */
const unwrapped = (handler: object): object => (handler as { __COMPOSED_HANDLER?: object }).__COMPOSED_HANDLER ?? handler;

export const validationOf = (handler: object): RecordedValidation | undefined => validations.get(unwrapped(handler));
export const authOf = (handler: object): RecordedAuth | undefined => auths.get(unwrapped(handler));
