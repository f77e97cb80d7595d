import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';

describe('password hashing (DESIGN 8: scrypt N=2^17, r=8, p=1)', () => {
  it('stores the parameters, a random salt and the key; the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
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

  it('never matches a malformed or foreign stored value', async () => {
    for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', 'scrypt$17$8$1$salt$', 'scrypt$99$8$1$c2FsdA$a2V5', 'scrypt$x$8$1$c2FsdA$a2V5']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('the dummy check for unknown accounts always fails', async () => {
    expect(await verifyDummyPassword('whatever')).toBe(false);
  });
});
