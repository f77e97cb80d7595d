import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// DESIGN section 8: scrypt with N=2^17, r=8, p=1. That needs 128 * N * r = 128 MiB of memory,
// above Node's 32 MiB default, so maxmem is raised with some headroom.
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const MAXMEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAXMEM };
  // NFC so the same passphrase typed on different keyboards matches; never truncated.
  const input = Buffer.from(password.normalize('NFC'), 'utf8');
  return new Promise((ok, fail) => scrypt(input, salt, KEY_BYTES, options, (err, key) => (err ? fail(err) : ok(key))));
}

/** Hashes a password as `scrypt$logN$r$p$salt$key` (base64url), so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, LOG_N, R, P);
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, logN, r, p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check against a hash nobody knows the password of, for
 * unknown emails and password-less (Google-only) accounts, so response time does not reveal
 * which accounts exist. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
