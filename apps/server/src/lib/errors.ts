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
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>, code = 'validation_error') =>
  new AppError(400, message, code, fieldErrors);
