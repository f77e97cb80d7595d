// @app/api-client: the one client of the HTTP API for the web app, the admin views and the console.
export { createApiClient, json, page, QUEUED_HEADER, stationList, written } from './client';
export type { ApiClient, ApiClientOptions, Page } from './client';
export { applyServerFieldErrors } from './field-errors';
export { ApiError, type ApiErrorBody } from '@app/core';
