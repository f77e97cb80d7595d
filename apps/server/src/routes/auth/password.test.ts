import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/helpers';
import { login, PASSWORD, register, tokenFromMail, uniqueEmail } from './test-support';

let t: TestApp;
beforeAll(async () => {
  // Rate limits have their own tests (rate-limits.test.ts); here they would only get in the way.
  t = await createTestApp({ seed: false, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const forgot = (email: string) => t.request('/api/auth/forgot-password', { json: { email } });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.request('/api/auth/reset-password', { json: { token, password, confirmPassword } });
const me = (cookie: string) => t.request('/api/auth/user', { headers: { Cookie: cookie } });

describe('POST /api/auth/forgot-password', () => {
  it('answers 200 with the same body for a known and an unknown email, and mails only the known one', async () => {
    const { email } = await register(t);
    const ghost = uniqueEmail('ghost');
    const known = await forgot(email);
    const unknown = await forgot(ghost);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    await t.outbox.drain();
    const mail = t.transport.sent.find((m) => m.to === email && m.subject === 'Reset your password')!;
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail.text).toContain('1 hour');
    expect(t.transport.sent.some((m) => m.to === ghost)).toBe(false);
  });

  it('validates the email', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { email: ['Please enter a valid email'] } });
  });
});

describe('GET /api/auth/reset-password?token=', () => {
  it('says whether a reset link still works without using it up: 200 while it does, 400 invalid_token once used, unknown or missing', async () => {
    const { email } = await register(t);
    await forgot(email);
    const token = await tokenFromMail(t, email, '/reset-password');
    const check = (q: string) => t.request(`/api/auth/reset-password${q}`);
    const ok = await check(`?token=${token}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ valid: true });
    // Checking twice uses nothing up: the link still resets the password.
    expect((await check(`?token=${token}`)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
    for (const q of [`?token=${token}`, '?token=not-a-real-token-but-long-enough-to-try', '?token=abc', '']) {
      const res = await check(q);
      expect(res.status, q).toBe(400);
      expect(await res.json(), q).toMatchObject({ message: 'The reset link may be invalid or expired.' });
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the account, and sends the password-changed notice', async () => {
    const { email } = await register(t);
    const laptop = await login(t, email);
    const phone = await login(t, email);
    await forgot(email);
    const token = await tokenFromMail(t, email, '/reset-password');
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Password updated' });
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    const old = await t.request('/api/auth/login', { json: { email, password: PASSWORD } });
    expect(old.status).toBe(401);
    await login(t, email, NEW_PASSWORD);
    await t.outbox.drain();
    const notice = t.transport.sent.find((m) => m.to === email && m.subject === 'Your password was changed');
    expect(notice?.text).toContain('signed out');
    // Who to tell: a reply reaches the team.
    expect(notice?.text).toContain('reply to this email to tell us');
    expect(notice?.replyTo).toBe(t.config.opsEmail);
  });

  it('is single use', async () => {
    const { email } = await register(t);
    await forgot(email);
    const token = await tokenFromMail(t, email, '/reset-password');
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'The reset link may be invalid or expired.', code: 'invalid_token' });
    await login(t, email, NEW_PASSWORD);
  });

  it('stops working after 1 hour', async () => {
    const { email } = await register(t);
    await forgot(email);
    const token = await tokenFromMail(t, email, '/reset-password');
    t.clock.advance(HOUR);
    try {
      expect((await reset(token)).status).toBe(400);
    } finally {
      t.clock.advance(-HOUR);
    }
    await login(t, email);
  });

  it('works just before the hour is up', async () => {
    const { email } = await register(t);
    await forgot(email);
    const token = await tokenFromMail(t, email, '/reset-password');
    t.clock.advance(HOUR - MINUTE);
    try {
      expect((await reset(token)).status).toBe(200);
    } finally {
      t.clock.advance(-(HOUR - MINUTE));
    }
  });

  it('only the newest link works: a newer one voids the older', async () => {
    const { email } = await register(t);
    await forgot(email);
    const first = await tokenFromMail(t, email, '/reset-password');
    await forgot(email);
    const second = await tokenFromMail(t, email, '/reset-password');
    expect(second).not.toBe(first);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('checks the reset form rules with the spec messages', async () => {
    const res = await t.request('/api/auth/reset-password', { json: { token: '', password: 'short', confirmPassword: 'short' } });
    expect(res.status).toBe(400);
    const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors['token']).toEqual(['Reset token is required']);
    expect(fieldErrors['password']).toEqual(['Password must be at least 8 characters']);
    expect(fieldErrors['confirmPassword']).toEqual(['Password must be at least 8 characters']);
    const mismatch = await reset('x'.repeat(43), NEW_PASSWORD, `${NEW_PASSWORD}?`);
    expect(await mismatch.json()).toMatchObject({ fieldErrors: { confirmPassword: ["Passwords don't match"] } });
  });

  it('verifies the email on the way (the link proved the mailbox)', async () => {
    const { email } = await register(t);
    await forgot(email);
    const token = await tokenFromMail(t, email, '/reset-password');
    await reset(token);
    const cookie = await login(t, email, NEW_PASSWORD);
    expect(((await (await me(cookie)).json()) as { isEmailVerified: boolean }).isEmailVerified).toBe(true);
  });
});
