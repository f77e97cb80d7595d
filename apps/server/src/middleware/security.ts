import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import type { AppEnv } from '../context';
import { AppError } from '../lib/errors';

/** CSP without inline scripts, nosniff, frame-ancestors none; HSTS only when served over https. */
export const securityHeaders = (config: Config) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline style attributes are used by charts and the dialog primitives.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: config.secure ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // A route that sets one of these itself wins (Referrer-Policy: no-referrer on token pages).
    overwrite: false,
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request that carries cookies must come from our own origin.
 * Browsers always send Origin on cross-site POSTs; Sec-Fetch-Site covers the rest.
 */
export const sameOriginWrites = (config: Config) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin');
    const allowed = new Set([new URL(config.publicUrl).origin, new URL(c.req.url).origin]);
    if (origin && !allowed.has(origin)) throw new AppError(403, 'Cross-site request refused', 'csrf');
    const site = c.req.header('sec-fetch-site');
    if (!origin && site && site !== 'same-origin' && site !== 'none') {
      throw new AppError(403, 'Cross-site request refused', 'csrf');
    }
    return next();
  });

/** Authenticated API answers must not be cached by browsers or proxies. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Not c.header(): after the handler, that copies the whole response (see request-log.ts).
  c.res.headers.set('Cache-Control', 'no-store');
});
