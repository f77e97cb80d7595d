import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

/**
 * What the OpenAPI document learns about a route from the handlers it is built of, recorded
 * where those handlers are made: the validator of each input (lib/validate.ts), the
 * authentication middleware (admin bearer token, session cookie), a header a middleware reads
 * (Idempotency-Key), and the answers the route's `responds` names. Keyed by the handler function
 * itself, so a route is described by the very code that serves it.
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

/**
 * One answer a route gives. A success or redirect names its body: `json` (a schema of
 * @app/core's api-schemas.ts), `content` (another media type, e.g. text/csv), or neither (no
 * body). An error is only its description: every error has the API's one error shape.
 */
export type DocumentedResponse =
  | { description: string; json: z.ZodType; headers?: Record<string, string> }
  | { description: string; content: string; headers?: Record<string, string> }
  | { description: string; headers?: Record<string, string> }
  | string;

/** A route's answers by status code. */
export type DocumentedResponses = Record<number, DocumentedResponse>;

/** A request header a route reads, documented as a parameter. */
export interface DocumentedHeader {
  name: string;
  description: string;
  /** The methods it is read on (a middleware of several routes); all when absent. */
  methods?: readonly string[];
}

const validations = new WeakMap<object, RecordedValidation>();
const auths = new WeakMap<object, RecordedAuth>();
const responses = new WeakMap<object, DocumentedResponses>();
const headers = new WeakMap<object, DocumentedHeader>();

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

/** Notes that `handler` (a middleware) reads the request header it describes; returns the handler as it is. */
export function recordHeader<H extends object>(handler: H, header: DocumentedHeader): H {
  headers.set(handler, header);
  return handler;
}

/**
 * A middleware that does nothing but tell the OpenAPI document what the route answers: put it
 * first among the route's handlers. Every route under /api names at least its success.
 */
export function responds(documented: DocumentedResponses): MiddlewareHandler {
  const describe: MiddlewareHandler = (_c, next) => next();
  responses.set(describe, documented);
  return describe;
}

/** Hono wraps a sub-app's handlers when that sub-app has an error handler of its own: look through it. */
const unwrapped = (handler: object): object => (handler as { __COMPOSED_HANDLER?: object }).__COMPOSED_HANDLER ?? handler;

export const validationOf = (handler: object): RecordedValidation | undefined => validations.get(unwrapped(handler));
export const authOf = (handler: object): RecordedAuth | undefined => auths.get(unwrapped(handler));
export const responsesOf = (handler: object): DocumentedResponses | undefined => responses.get(unwrapped(handler));
export const headerOf = (handler: object): DocumentedHeader | undefined => headers.get(unwrapped(handler));
