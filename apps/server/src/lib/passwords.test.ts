import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';

/** A hash in the format stored before argon2id (scrypt$logN$r$p$salt$key), with small parameters. */
function legacyScryptHash(password: string, logN = 14): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(Buffer.from(password.normalize('NFC')), salt, 32, { N: 2 ** logN, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing (argon2id, 19 MiB, t=2)', () => {
  it('stores the parameters, a random salt and the key; the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horse ', a)).toBe(false);
    expect(await verifyPassword('Correct horse', a)).toBe(false);
  });

  it('never truncates: passwords that differ only after 72 bytes differ', async () => {
    const base = 'p'.repeat(100);
    const hash = await hashPassword(`${base}A`);
    expect(await verifyPassword(`${base}B`, hash)).toBe(false);
    expect(await verifyPassword(`${base}A`, hash)).toBe(true);
  });

  it('treats the composed and decomposed forms of a Unicode password alike', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', hash)).toBe(true);
  });

  it('still verifies passwords hashed earlier with scrypt', async () => {
    const stored = legacyScryptHash('an older passphrase');
    expect(await verifyPassword('an older passphrase', stored)).toBe(true);
    expect(await verifyPassword('an older passphrase!', stored)).toBe(false);
  });

  it('never matches a malformed or foreign stored value', async () => {
    const argon = await hashPassword('anything');
    for (const stored of [
      '',
      'plain',
      'bcrypt$2b$10$abc',
      'scrypt$17$8$1$salt$',
      'scrypt$99$8$1$c2FsdA$a2V5',
      'scrypt$x$8$1$c2FsdA$a2V5',
      '$argon2id$v=19$m=19456,t=2,p=1$bad',
      argon.slice(0, -5),
      argon.replace('$argon2id$', '$argon2d$'),
      argon.replace('m=19456', 'm=4194304'),
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('the dummy check for unknown accounts always fails', async () => {
    expect(await verifyDummyPassword('whatever')).toBe(false);
  });
});
