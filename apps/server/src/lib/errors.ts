import type { ApiErrorBody } from '@app/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type services throw; onError turns it into the API's error JSON ({ message, code?, fieldErrors? }). */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toJSON(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message };
    if (this.code) body.code = this.code;
    if (this.fieldErrors) body.fieldErrors = this.fieldErrors;
    return body;
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message, 'unauthorized');
export const forbidden = (message = 'Forbidden') => new AppError(403, message, 'forbidden');
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>, code = 'validation_error') => new AppError(400, message, code, fieldErrors);

/** The error a database driver answers: node-postgres' DatabaseError, better-sqlite3's SqliteError. */
interface DriverError extends Error {
  code?: unknown;
  severity?: unknown;
}

/**
 * A driver's own message, when it cannot hold a row's value: PostgreSQL repeats the offending
 * value in its data exceptions (class 22: `invalid input syntax for type uuid: "…"`), so only
 * their code is kept.
 */
function driverMessage(err: DriverError): string {
  const code = typeof err.code === 'string' ? err.code : '';
  if (typeof err.severity === 'string' && code.startsWith('22')) return `PostgreSQL error ${code}`;
  return code ? `${err.message} (${code})` : err.message;
}

/** Errors from another realm (a driver's worker, a test runner's context) fail `instanceof Error`. */
const isError = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string' && typeof (value as Error).name === 'string');

const stackFrames = (err: Error) =>
  (err.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/**
 * What a log line may say about anything thrown: the stack, with a failed query's parameters
 * (drizzle's `params:`, the row's emails, names and password hashes) and the driver's value-bearing
 * messages left out, whatever the source; a thrown non-Error value is named with its type.
 */
export function errorText(thrown: unknown): string {
  if (!isError(thrown)) {
    let shown: string;
    try {
      shown = typeof thrown === 'object' && thrown !== null ? JSON.stringify(thrown) : String(thrown);
    } catch {
      shown = Object.prototype.toString.call(thrown);
    }
    return `non-Error thrown (${typeof thrown}): ${shown.slice(0, 500)}`;
  }
  const failed = thrown as Error & { query?: unknown; params?: unknown };
  if (typeof failed.query === 'string' && 'params' in failed) {
    const cause = isError(failed.cause) ? `\ncause: ${driverMessage(failed.cause)}` : '';
    // The cause goes first: the logger blanks everything from `params:` to the first stack frame.
    return `${thrown.name}: Failed query: ${failed.query}${cause}\nparams: [redacted]\n${stackFrames(thrown)}`;
  }
  if (typeof (thrown as DriverError).severity === 'string') return `${thrown.name}: ${driverMessage(thrown)}\n${stackFrames(thrown)}`;
  return thrown.stack ?? `${thrown.name}: ${thrown.message}`;
}
