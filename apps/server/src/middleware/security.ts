import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { AppEnv } from '../context';
import { AppError } from '../lib/errors';

/** The Content-Security-Policy: no inline scripts, nothing framed, nothing from elsewhere. */
const CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Inline style attributes are used by charts and the dialog primitives.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * The security headers of every answer, computed once: CSP without inline scripts, nosniff,
 * framing denied, HSTS only when served over https (the values hono's secureHeaders sends for
 * these options; security.test.ts holds them to it).
 */
export function securityHeaderList(config: Pick<Config, 'secure'>): ReadonlyArray<readonly [string, string]> {
  const list: [string, string][] = [
    [
      'Content-Security-Policy',
      Object.entries(CSP)
        .map(([name, values]) => `${name} ${values.join(' ')}`)
        .join('; '),
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  if (config.secure) list.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return list;
}

/**
 * The node:http response behind a request, when served by @hono/node-server (not in app.request).
 * A header set on it before the answer is written goes out with the answer, and a header the
 * answer sets itself wins: no web Headers object is built or copied for it.
 */
export const nodeResponse = (c: Context): ServerResponse | undefined => (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;

/** Sends the security headers; a route that sets one itself wins (Referrer-Policy: no-referrer on token pages). */
export const securityHeaders = (config: Pick<Config, 'secure'>) => {
  const list = securityHeaderList(config);
  return createMiddleware<AppEnv>(async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) if (!headers.has(name)) headers.set(name, value);
  });
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request that carries cookies must come from our own origin.
 * Browsers always send Origin on cross-site POSTs; Sec-Fetch-Site covers the rest. A request
 * with neither did not come from a browser, so no other site can have made it with our user's
 * cookie: a script or curl that holds a session sent its own, and is let through.
 * Our origin is PUBLIC_URL's and nothing else: the request's own URL is built from its Host
 * header, which the sender chooses, so a request naming evil.example in both would pass.
 */
export const sameOriginWrites = (config: Config) => {
  const allowed = new URL(config.publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin');
    if (origin && origin !== allowed) throw new AppError(403, 'Cross-site request refused', 'csrf');
    const site = c.req.header('sec-fetch-site');
    if (!origin && site && site !== 'same-origin' && site !== 'none') {
      throw new AppError(403, 'Cross-site request refused', 'csrf');
    }
    return next();
  });
};

/** Authenticated API answers must not be cached by browsers or proxies. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Not c.header(): after the handler, that copies the whole response (see request-log.ts).
  c.res.headers.set('Cache-Control', 'no-store');
});
