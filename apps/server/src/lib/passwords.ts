import { hash as argon2Hash, verify as argon2Verify, parseOptions } from '@node-rs/argon2';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords are hashed with scrypt (N=2^17, r=8, p=1) or argon2id (19 MiB, t=2). New hashes use
// argon2id with those figures (the ones Lucia's guide recommends): each check needs 19 MiB where
// scrypt's needs 128 MiB, so concurrent sign-ins cannot push the server past its memory budget
// (docs/decisions/0006). Hashes stored earlier as scrypt still verify.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
/** A stored hash asking for more than this much memory (KiB) is refused rather than computed. */
const MAX_MEMORY_KIB = 65_536;

/** NFC so the same passphrase typed on different keyboards matches; never truncated. */
const passwordBytes = (password: string) => Buffer.from(password.normalize('NFC'), 'utf8');

/** Hashes a password as an argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$key`). */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(passwordBytes(password), ARGON2);
}

/** True when `password` matches `stored`; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    if (parseOptions(stored).memoryCost > MAX_MEMORY_KIB) return false;
    return await argon2Verify(stored, passwordBytes(password));
  } catch {
    return false;
  }
}

/** Hashes made before argon2id: `scrypt$logN$r$p$salt$key` (base64url). */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length === 0) return false;
  // 128 * N * r bytes: 128 MiB for N=2^17, r=8, above Node's 32 MiB default.
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  const actual = await new Promise<Buffer>((ok, fail) =>
    scrypt(passwordBytes(password), salt, expected.length, options, (err, key) => (err ? fail(err) : ok(key))),
  );
  return timingSafeEqual(actual, expected);
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
