// The one HTTP client of the browser apps (web, admin views, console renderer). Its paths,
// inputs and answers are Hono's typed client over the server's own routes: a request body or
// query is checked against the zod schema the route validates with, and an answer has the
// type the route returns. Every non-OK answer becomes an ApiError carrying status, code and
// per-field messages as data.
import { hc, type ClientResponse } from 'hono/client';
import { ApiError } from '@app/core';
import type { AppType } from '@app/server';

export interface ApiClientOptions {
  /** Origin of the API: '' for the page's own origin, 'http://localhost:3000' from elsewhere. */
  baseUrl?: string;
  /** Cookies of the site ('include', the web app's session) or none ('omit', the bearer-token admin API). */
  credentials?: RequestCredentials;
  /** Headers added to every request, e.g. the admin bearer token (may be async). */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /** Called with each non-OK answer before it is thrown (e.g. a 401 ends the admin session). */
  onError?: (error: ApiError) => void;
  /** The transport: window.fetch by default, the console's relay through its main process, or app.request in tests. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/** The typed client: `api.api.orders.$post({ json })`, `api.api.admin.stations[':id'].$patch(...)`. */
export function createApiClient(opts: ApiClientOptions = {}) {
  const base = (opts.baseUrl ?? '').replace(/\/+$/, '');
  const transport = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const send = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    for (const [k, v] of Object.entries((await opts.headers?.()) ?? {})) headers.set(k, v);
    const res = await transport(input, { ...init, headers, credentials: opts.credentials ?? 'include' });
    if (res.ok) return res;
    const error = await ApiError.fromResponse(res);
    opts.onError?.(error);
    throw error;
  };
  // hc joins base and path with a '/', so a page-relative client is built on '/' and gives '/api/…'.
  return hc<AppType>(base || '/', { fetch: send });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The JSON of a successful answer, typed by the route (non-OK answers were already thrown as ApiError). */
export async function json<T>(res: Promise<ClientResponse<T, number, 'json'>> | ClientResponse<T, number, 'json'>): Promise<T> {
  return (await res).json();
}

/**
 * Set by the operator console on an answer it gave itself: the server could not be reached, and
 * the console keeps the write to send it later. The server never sets it.
 */
export const QUEUED_HEADER = 'X-Console-Queued';

/** The JSON of a write's answer, and whether the write was only kept for later (QUEUED_HEADER). */
export async function written<T>(res: Promise<ClientResponse<T, number, 'json'>>): Promise<{ value: T; queued: boolean }> {
  const r = await res;
  return { value: await r.json(), queued: r.headers.get(QUEUED_HEADER) === '1' };
}

/** A list answer with its paging headers: X-Total-Count, and the requests list's X-Overdue-Count. */
export interface Page<T> {
  items: T[];
  /** How many match, across all pages. */
  total: number;
  /** Requests past their answer deadline (admin requests list only). */
  overdue?: number;
  /** Requests waiting on their station's answer (admin requests list only). */
  waitingOnStation?: number;
}

export async function page<T>(res: Promise<ClientResponse<T[], number, 'json'>>): Promise<Page<T>> {
  const r = await res;
  const items = await r.json();
  const overdue = r.headers.get('X-Overdue-Count');
  const waiting = r.headers.get('X-Waiting-On-Station-Count');
  return {
    items,
    total: Number(r.headers.get('X-Total-Count') ?? items.length),
    ...(overdue === null ? {} : { overdue: Number(overdue) }),
    ...(waiting === null ? {} : { waitingOnStation: Number(waiting) }),
  };
}

/**
 * The stations of a GET /api/stations answer. The route is typed (lib/cached-json-response.ts on
 * the server types its cached bytes as `c.json()` would), so this is `json()`: kept under its old
 * name for the callers that use it.
 */
export const stationList = json;
