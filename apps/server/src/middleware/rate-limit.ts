import { getConnInfo } from '@hono/node-server/conninfo';
import { lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isIPv4, isIPv6 } from 'node:net';
import type { Config } from '../config';
import type { AppEnv } from '../context';
import { perConnection, type Db } from '../db/client';
import { rateLimiterStore } from '../db/rate-limit-store';
import { rateLimits } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';

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
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return hops.at(-1) ?? socket;
  }
  return socket;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The bucket a client address is limited in. One IPv6 client usually holds a whole /64 (and can
 * pick any address in it), so IPv6 addresses are grouped by their first 64 bits; an IPv4 address
 * written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
 */
export function addressBucket(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client's rate-limit bucket: its address, IPv6 grouped by /64. */
export const clientBucket = (c: Context, config: Config): string => addressBucket(clientAddress(c, config));

export interface RateLimiter {
  /** Counts one attempt before the work it guards; throws 429 with Retry-After once over the limit. */
  consume(key: string): Promise<void>;
  /** Gives back the attempt consume() counted (a sign-in that succeeded is no attack). */
  refund(key: string): Promise<void>;
  /** Forgets every attempt of the key (an account whose owner proved the mailbox by a reset). */
  clear(key: string): Promise<void>;
}

const tooMany = (msBeforeNext: number) =>
  new AppError(429, 'Too many requests. Please wait a moment and try again.', 'rate_limited', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
  });

/** Expired counters are swept every this many writes, so the table holds only live windows. */
const SWEEP_EVERY = 500;
const sweeperOf = perConnection((db: Db) => {
  let writes = 0;
  return async () => {
    if (++writes % SWEEP_EVERY === 0) await inTransaction(db, (tx) => tx.delete(rateLimits).where(lt(rateLimits.expire, Date.now())));
  };
});

/**
 * A fixed-window limiter, `limit` attempts per `windowMs` per key, on rate-limiter-flexible's
 * store (db/rate-limit-store.ts): the counters live in the `rate_limits` table (its migration creates it), so no
 * flood of distinct keys can push a lockout out of memory, a restart forgets nothing, and servers
 * sharing the database share the counts. Each count is one atomic upsert, so concurrent attempts
 * cannot all slip under the limit. Windows follow the wall clock (the library reads Date.now()).
 */
export function createRateLimiter(opts: { name: string; limit: number; windowMs: number; db: Db; enabled: boolean }): RateLimiter {
  const limiter = rateLimiterStore(opts.db, { keyPrefix: opts.name, points: opts.limit, durationSeconds: Math.ceil(opts.windowMs / 1000) });
  const sweep = sweeperOf(opts.db);
  return {
    async consume(key) {
      if (!opts.enabled) return;
      await sweep();
      const refused = await limiter.consume(key);
      if (refused) throw tooMany(refused.msBeforeNext);
    },
    async refund(key) {
      if (!opts.enabled) return;
      await limiter.reward(key);
    },
    async clear(key) {
      if (!opts.enabled) return;
      await limiter.clear(key);
    },
  };
}

/** The errors that mean a guess was wrong (a password, a current password): only these use up a guarded limit. */
const WRONG_GUESS_CODES: ReadonlySet<string> = new Set(['invalid_credentials', 'wrong_password']);

/**
 * Runs `work` (a check of something an attacker could guess) under rate limits, in the one order
 * every such route follows: each attempt is counted before the work, in the order given (the
 * client's address first, so a client over its limit neither costs a hash nor uses up an
 * account's attempts, which would lock its owner out), so simultaneous guesses cannot outrun the
 * count; then every count is given back unless the work failed on a wrong guess. Only wrong
 * guesses use up a limit: a right password, or a failure of any other kind, costs nothing.
 */
export async function limitGuesses<T>(attempts: readonly (readonly [RateLimiter, string])[], work: () => Promise<T>): Promise<T> {
  for (const [limiter, key] of attempts) await limiter.consume(key);
  const refund = async () => {
    for (const [limiter, key] of attempts) await limiter.refund(key);
  };
  let result: T;
  try {
    result = await work();
  } catch (err) {
    if (!(err instanceof AppError && err.code !== undefined && WRONG_GUESS_CODES.has(err.code))) await refund();
    throw err;
  }
  await refund();
  return result;
}

/** Middleware form: counts every request of a route against the client's address. */
export const rateLimitByAddress = (config: Config, limiter: RateLimiter) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await limiter.consume(clientBucket(c, config));
    return next();
  });
