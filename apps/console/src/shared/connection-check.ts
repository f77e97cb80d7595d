// The first-run connection check: is there a server at this address, and is it ours?
// Pure (fetch is injected): the main process passes Electron's net.fetch, tests and the
// browser bridge pass the platform's fetch.
import { parseServerUrl } from './server-url';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export type ConnectionProblem = 'invalid-url' | 'unreachable' | 'timeout' | 'tls' | 'not-product' | 'server-error' | 'redirect';

export type ConnectionResult = { ok: true; url: string; insecure: boolean } | { ok: false; problem: ConnectionProblem; message: string };

export const CHECK_TIMEOUT_MS = 8000;

/** Error codes (Node/undici) and Chromium net errors (Electron's net.fetch) that mean TLS failed. */
const TLS_PATTERN = /CERT|SSL|TLS|EPROTO|HANDSHAKE|ALPN/i;
const TIMEOUT_PATTERN = /TIMED_?OUT|TIMEOUT/i;

/** Digs the most specific code or message out of a fetch failure (undici hides it in `cause`). */
function errorDetail(err: unknown): { code: string; text: string } {
  let current: unknown = err;
  let code = '';
  let text = '';
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const e = current as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
    if (typeof e.code === 'string') code = e.code;
    if (typeof e.message === 'string' && e.message) text = e.message;
    if (!code && typeof e.name === 'string' && (e.name === 'TimeoutError' || e.name === 'AbortError')) code = e.name;
    current = e.cause;
  }
  // Electron's net.fetch reports Chromium errors as "net::ERR_..." messages.
  const chromium = /net::(ERR_[A-Z_]+)/.exec(text)?.[1];
  return { code: chromium ?? code, text };
}

/** Turns a failed request into one of the problems the server screen explains. */
export function classifyFetchError(err: unknown, host: string): { problem: ConnectionProblem; message: string } {
  const { code, text } = errorDetail(err);
  const detail = code || text || 'no answer';
  if (TIMEOUT_PATTERN.test(code) || code === 'AbortError') {
    return { problem: 'timeout', message: `${host} did not answer within ${CHECK_TIMEOUT_MS / 1000} seconds. Check the address and your network.` };
  }
  if (TLS_PATTERN.test(code) || TLS_PATTERN.test(text)) {
    return {
      problem: 'tls',
      message:
        `The secure (TLS) connection to ${host} failed (${detail}). The server's certificate is not trusted by this computer, ` +
        'has expired or names another host, or the server does not speak https at that address.',
    };
  }
  return {
    problem: 'unreachable',
    message: `Cannot reach ${host} (${detail}). Check the address, that the server is running and that this computer is online.`,
  };
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function notProduct(url: string, why: string): ConnectionResult {
  return {
    ok: false,
    problem: 'not-product',
    message: `${url} answered, but it is not a Spotlight TV server (${why}). Check the address: it is the one you open the booking site with.`,
  };
}

/**
 * Validates the address, then asks GET /api/health for {"ok":true} and GET /api/stations for a
 * JSON array: both must hold before the console accepts the server.
 */
export async function checkConnection(input: string, fetchImpl: FetchLike, timeoutMs = CHECK_TIMEOUT_MS): Promise<ConnectionResult> {
  const parsed = parseServerUrl(input);
  if (!parsed.ok) return { ok: false, problem: 'invalid-url', message: parsed.message };
  const { url, insecure } = parsed;
  const host = new URL(url).host;
  const get = (path: string) =>
    fetchImpl(`${url}${path}`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });

  let health: Response;
  try {
    health = await get('/api/health');
  } catch (err) {
    return { ok: false, ...classifyFetchError(err, host) };
  }
  // API calls never follow redirects (a bearer token must not be forwarded), so ask for the final address.
  const landed = health.redirected && health.url ? health.url.replace(/\/api\/health$/, '') : url;
  if (landed !== url) {
    return { ok: false, problem: 'redirect', message: `${url} redirects to ${landed}. Enter ${landed} instead.` };
  }
  if (health.status >= 500) {
    return { ok: false, problem: 'server-error', message: `The server at ${url} answered with an error (HTTP ${health.status}). Try again in a moment.` };
  }
  if (!health.ok) return notProduct(url, `GET /api/health answered HTTP ${health.status}`);
  const body = await readJson(health);
  if (!body || typeof body !== 'object' || (body as { ok?: unknown }).ok !== true) {
    return notProduct(url, 'GET /api/health did not answer {"ok":true}');
  }

  let stations: Response;
  try {
    stations = await get('/api/stations');
  } catch (err) {
    return { ok: false, ...classifyFetchError(err, host) };
  }
  if (stations.status >= 500) {
    return { ok: false, problem: 'server-error', message: `The server at ${url} answered with an error (HTTP ${stations.status}). Try again in a moment.` };
  }
  if (!stations.ok || !Array.isArray(await readJson(stations))) {
    return notProduct(url, 'GET /api/stations did not answer a list of stations');
  }
  return { ok: true, url, insecure };
}
