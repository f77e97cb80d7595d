import { fillPath, type ApiRoute } from './api-routes';
import type { FuzzCase } from './fuzz-inputs';

/** What a fuzz case needs from the system under test to become a real request. */
export interface FuzzContext {
  /** The origin requests claim to come from when "same origin". */
  origin: string;
  /** Ids of existing records (stations, orders, notifications, ...) for path parameters. */
  realIds(): readonly string[];
  /** A live session cookie header value, or undefined when accounts are unavailable. */
  userCookie(): Promise<string | undefined> | string | undefined;
  /** A live admin bearer token, or undefined when admin accounts are unavailable. */
  adminToken(): Promise<string | undefined> | string | undefined;
}

/** Turns a generated case into a URL path and fetch options. */
export async function buildRequest(
  route: ApiRoute,
  c: FuzzCase,
  ctx: FuzzContext,
): Promise<{ path: string; init: RequestInit & { headers: Record<string, string> } }> {
  const ids = ctx.realIds();
  const segments = c.segments.map((s) => ('raw' in s ? s.raw : encodeURIComponent(ids[s.real % Math.max(ids.length, 1)] ?? 'missing')));
  const path = fillPath(route, segments) + c.query;
  const headers: Record<string, string> = {};
  if (c.origin === 'same') headers['Origin'] = ctx.origin;
  else if (c.origin === 'cross') headers['Origin'] = 'https://evil.example';
  else if (c.origin === 'null') headers['Origin'] = 'null';

  const user = c.identity === 'user' || c.identity === 'both' ? await ctx.userCookie() : undefined;
  const admin = c.identity === 'admin' || c.identity === 'both' ? await ctx.adminToken() : undefined;
  if (user) headers['Cookie'] = user;
  if (admin) headers['Authorization'] = `Bearer ${admin}`;
  if (c.identity === 'badCookie' || (c.identity === 'both' && !user)) headers['Cookie'] = c.cookie;
  if (c.identity === 'badBearer' || (c.identity === 'both' && !admin)) headers['Authorization'] = c.authorization;

  const init: RequestInit & { headers: Record<string, string> } = { method: c.method, headers };
  if (c.body && c.method !== 'GET' && c.method !== 'HEAD') {
    if (c.body.contentType) headers['Content-Type'] = c.body.contentType;
    init.body = c.body.text;
  }
  return { path, init };
}

// A stack frame ("    at fn (/app/x.js:1:2)") or a driver error: internals a client must never see.
const STACK_LIKE = /\n\s+at .+:\d+:\d+|SqliteError|SQLITE_[A-Z]+/;

/**
 * What is wrong with an answer to a fuzzed request, or null when it is fine: never a 5xx, and
 * (when strict) every 4xx is the API's error JSON with a message and no internals.
 */
export async function problemWith(res: Response, method: string, strict: boolean): Promise<string | null> {
  // An event stream (the change feed's push) never ends: its answer is its status and type.
  if (res.ok && res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return null;
  }
  const text = await res.text();
  if (res.status >= 500) return `status ${res.status}: ${text.slice(0, 300)}`;
  if (res.status >= 400 && STACK_LIKE.test(text)) return `internals leaked in a ${res.status}: ${text.slice(0, 300)}`;
  if (!strict || res.status < 400 || method === 'HEAD') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `a ${res.status} that is not JSON: ${text.slice(0, 200)}`;
  }
  const message = (json as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '') return `a ${res.status} without a message: ${text.slice(0, 200)}`;
  return null;
}

/** A short description of a request, for failure messages. */
export function describeRequest(path: string, init: RequestInit & { headers: Record<string, string> }): string {
  const body = typeof init.body === 'string' ? init.body : '';
  return `${init.method} ${path.slice(0, 300)} headers=${JSON.stringify(init.headers).slice(0, 300)} body=${body.slice(0, 300)}${body.length > 300 ? `... (${body.length} chars)` : ''}`;
}
