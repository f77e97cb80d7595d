import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { AppEnv } from '../context';
import { AppError } from '../lib/errors';
import type { Clock } from '../lib/clock';

/**
 * The client's address: the socket's, unless TRUST_PROXY names the proxy in front of us,
 * in which case the address that proxy appended to X-Forwarded-For. Never a header a client chose.
 */
export function clientAddress(c: Context, config: Config): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
  }
  if (config.trustProxy && (config.trustProxy === socket || config.trustProxy === '*')) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    return hops.at(-1) ?? socket;
  }
  return socket;
}

export interface RateLimiter {
  /** Counts one hit for key; throws 429 with Retry-After when over the limit. */
  hit(key: string): void;
  /** Throws 429 if key is already over the limit, without counting. */
  check(key: string): void;
  reset(key: string): void;
}

/** Fixed-window in-memory limiter: `limit` hits per `windowMs` per key. */
export function createRateLimiter(opts: { limit: number; windowMs: number; clock: Clock; enabled: boolean }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const now = opts.clock.now().getTime();
    let w = windows.get(key);
    if (!w || now - w.start >= opts.windowMs) {
      w = { start: now, count: 0 };
      windows.set(key, w);
      if (windows.size > 50_000) windows.clear(); // bounded memory under a flood of keys
    }
    return { w, now };
  };
  const refuse = (w: { start: number }, now: number) => {
    const retryAfter = Math.max(1, Math.ceil((w.start + opts.windowMs - now) / 1000));
    return new AppError(429, 'Too many requests. Please wait a moment and try again.', 'rate_limited', undefined, {
      'Retry-After': String(retryAfter),
    });
  };
  return {
    hit(key) {
      if (!opts.enabled) return;
      const { w, now } = current(key);
      w.count++;
      if (w.count > opts.limit) throw refuse(w, now);
    },
    check(key) {
      if (!opts.enabled) return;
      const { w, now } = current(key);
      if (w.count >= opts.limit) throw refuse(w, now);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** Middleware form: limits every request of a route by client address. */
export const rateLimitByAddress = (config: Config, limiter: RateLimiter, name: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (config.rateLimits) limiter.hit(`${name}:${clientAddress(c, config)}`);
    return next();
  });
