import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { login, PASSWORD, register, tokenFromMail } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const COMMON = ['password1', 'P@ssw0rd', 'qwertyuiop', 'iloveyou123', '12345678', 'football1', 'sunshine2024'];
const change = (cookie: string, body: Record<string, unknown>) => t.request('/api/auth/change-password', { json: body, headers: { Cookie: cookie } });
const me = (cookie: string) => t.request('/api/auth/user', { headers: { Cookie: cookie } });

const expectTooCommon = async (res: Response, field = 'password') => {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
  expect(body.message).toBe('This password is too common. Choose a less common one.');
  expect(body.fieldErrors[field]).toEqual(['This password is too common. Choose a less common one.']);
};

describe('common passwords are refused', () => {
  it.each(COMMON)('at sign-up: %s', async (password) => {
    const { res, email } = await register(t, { password, confirmPassword: password });
    await expectTooCommon(res);
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]).toBeUndefined();
  });

  it('at sign-up, a password made of the account’s own name and email', async () => {
    const password = 'lovelace2024';
    await expectTooCommon((await register(t, { email: 'ada.lovelace@example.test', password, confirmPassword: password })).res);
  });

  it('at reset, and the reset link still works for a good password', async () => {
    const { email } = await register(t);
    await t.request('/api/auth/forgot-password', { json: { email } });
    const token = await tokenFromMail(t, email, '/reset-password');
    await expectTooCommon(await t.request('/api/auth/reset-password', { json: { token, password: 'password123', confirmPassword: 'password123' } }));
    expect((await t.request('/api/auth/reset-password', { json: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })).status).toBe(200);
  });

  it('while long passphrases and uncommon passwords pass', async () => {
    for (const password of ['correct horse battery staple', 'Tr0ub4dor&3', 'zwölf Äpfel im Körbchen']) {
      expect((await register(t, { password, confirmPassword: password })).res.status).toBe(201);
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs a signed-in user', async () => {
    const res = await t.request('/api/auth/change-password', { json: { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status).toBe(401);
  });

  it('changes the password with the current one, keeps this session, ends every other, and sends a notice', async () => {
    const { email } = await register(t);
    const other = await login(t, email);
    const here = await login(t, email);
    const res = await change(here, { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await me(here)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    const user = (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    // The old password is gone, the new one works.
    expect((await t.request('/api/auth/login', { json: { email, password: PASSWORD } })).status).toBe(401);
    await login(t, email, NEW_PASSWORD);
    await t.outbox.drain();
    const notice = t.transport.sent.filter((m) => m.to === email && m.subject === 'Your password was changed').at(-1);
    expect(notice?.text).toContain('every other device signed in to it was signed out');
  });

  it('refuses a wrong current password (400 on currentPassword), and locks after 5 wrong tries', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    for (let i = 0; i < 5; i++) {
      const res = await change(cookie, { currentPassword: `not-it-${i}-at-all`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'wrong_password', fieldErrors: { currentPassword: [MESSAGES.currentPasswordWrong] } });
    }
    const locked = await change(cookie, { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(locked.status).toBe(429);
    expect((await t.request('/api/auth/login', { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses a common new password and keeps the old one', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    await expectTooCommon(await change(cookie, { currentPassword: PASSWORD, password: 'iloveyou123', confirmPassword: 'iloveyou123' }));
    expect((await t.request('/api/auth/login', { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('checks the form: current password required, 8 characters, both new passwords equal', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    const res = await change(cookie, { currentPassword: '', password: 'short', confirmPassword: 'other' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.currentPassword).toEqual(['Current password is required']);
    expect(body.fieldErrors.password).toEqual(['Password must be at least 8 characters']);
    const mismatch = await change(cookie, { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` });
    expect(await mismatch.json()).toMatchObject({ fieldErrors: { confirmPassword: ["Passwords don't match"] } });
  });

  it('tells a Google-only account it has no password yet', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    const res = await change(cookie, { currentPassword: 'whatever it is', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'no_password', fieldErrors: { currentPassword: [MESSAGES.noPasswordYet] } });
  });

  it('refuses a cross-site request', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    const res = await t.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
