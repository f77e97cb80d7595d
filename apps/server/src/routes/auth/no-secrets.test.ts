import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTokens, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { lastCookie, PASSWORD } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t.close());

/** Everything a client could read from a response, minus the session cookie it is meant to get. */
async function visible(res: Response): Promise<string> {
  const headers = [...res.headers.entries()].filter(([k]) => k !== 'set-cookie').map(([k, v]) => `${k}: ${v}`);
  const cookies = res.headers.getSetCookie().filter((c) => !c.startsWith('session='));
  return [...headers, ...cookies, await res.clone().text()].join('\n');
}

describe('no password hash or token in any response', () => {
  it('holds across the whole account life: sign-up, sign-in, verify, profile, orders, reset, sign-out', async () => {
    const email = 'secret-keeper@example.test';
    const seen: string[] = [];
    const call = async (path: string, init: Parameters<TestApp['request']>[1] = {}) => {
      const res = await t.request(path, init);
      seen.push(await visible(res));
      return res;
    };
    await call('/api/auth/register', {
      json: { firstName: 'Sam', lastName: 'Secret', email, password: PASSWORD, confirmPassword: PASSWORD, userType: 'agency', agencyName: 'Hush PR' },
    });
    const loginRes = await call('/api/auth/login', { json: { email, password: PASSWORD } });
    const sessionToken = lastCookie(loginRes, 'session')!.value;
    const cookie = `session=${sessionToken}`;
    await call('/api/auth/user', { headers: { Cookie: cookie } });
    await call('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie } });
    await t.outbox.drain();
    const verifyToken = /verify-email\?token=([\w-]+)/.exec(t.transport.sent.filter((m) => m.to === email).at(-1)!.text)![1]!;
    await call(`/api/auth/verify-email?token=${verifyToken}`);
    await call('/api/orders', { headers: { Cookie: cookie } });
    await call('/api/orders/overview', { headers: { Cookie: cookie } });
    await call(`/api/orders/by-email?email=${encodeURIComponent(email)}`, { headers: { Cookie: cookie } });
    await call('/api/auth/forgot-password', { json: { email } });
    await t.outbox.drain();
    const resetToken = /reset-password\?token=([\w-]+)/.exec(t.transport.sent.filter((m) => m.to === email).at(-1)!.text)![1]!;
    await call('/api/auth/login', { json: { email, password: 'wrong password!' } });
    const user = (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
    const secretsBeforeReset = [
      user.passwordHash!,
      ...(await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))).map((r) => r.tokenHash),
      ...(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((r) => r.id),
    ];
    await call('/api/auth/reset-password', { json: { token: resetToken, password: 'new secret phrase', confirmPassword: 'new secret phrase' } });
    const relog = await call('/api/auth/login', { json: { email, password: 'new secret phrase' } });
    await call('/api/auth/logout', { method: 'POST', headers: { Cookie: `session=${lastCookie(relog, 'session')!.value}` } });
    const newHash = (await t.db.select().from(users).where(eq(users.email, email)))[0]!.passwordHash!;

    const everything = seen.join('\n');
    for (const secret of [...secretsBeforeReset, newHash, verifyToken, resetToken, PASSWORD, 'new secret phrase']) {
      expect(everything).not.toContain(secret);
    }
    for (const word of ['passwordHash', 'password_hash', 'scrypt$', '$argon2id$', 'googleId', 'tokenHash']) expect(everything).not.toContain(word);
    // The only place the session token travels is the session cookie itself.
    expect(everything).not.toContain(sessionToken);
  });
});
