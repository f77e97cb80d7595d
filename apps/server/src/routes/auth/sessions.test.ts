import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/random';
import { createTestApp, type TestApp } from '../../test/helpers';
import { lastCookie, login, PASSWORD, register, setCookies } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const me = (cookie: string) => t.request('/api/auth/user', { headers: { Cookie: cookie } });

describe('a new session at every sign-in', () => {
  it('issues a fresh 256-bit token each time and stores only its SHA-256', async () => {
    const { email } = await register(t);
    const a = await login(t, email);
    const b = await login(t, email);
    expect(a).not.toBe(b);
    const token = a.slice('session='.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
    const ids = (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.id);
    expect(ids).toContain(sha256(token));
    expect(ids).not.toContain(token);
    // Two devices: both sessions work.
    expect((await me(a)).status).toBe(200);
    expect((await me(b)).status).toBe(200);
  });

  it('does not adopt a planted cookie (session fixation): the planted value never becomes a session', async () => {
    const { email } = await register(t);
    const planted = `session=${'A'.repeat(43)}`;
    const res = await t.request('/api/auth/login', { json: { email, password: PASSWORD }, headers: { Cookie: planted } });
    expect(res.status).toBe(200);
    const issued = lastCookie(res, 'session')!;
    expect(issued.value).not.toBe('A'.repeat(43));
    expect((await me(planted)).status).toBe(401);
    expect((await me(`session=${issued.value}`)).status).toBe(200);
  });

  it("ends an attacker's live session planted in the victim's browser when the victim signs in", async () => {
    const attacker = await register(t);
    const attackerCookie = await login(t, attacker.email);
    const victim = await register(t);
    const res = await t.request('/api/auth/login', { json: { email: victim.email, password: PASSWORD }, headers: { Cookie: attackerCookie } });
    expect(res.status).toBe(200);
    const issued = `session=${lastCookie(res, 'session')!.value}`;
    expect(issued).not.toBe(attackerCookie);
    expect((await me(attackerCookie)).status).toBe(401);
    expect(((await (await me(issued)).json()) as { email: string }).email).toBe(victim.email);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, not Secure over plain http, and expires with the idle time', async () => {
    const { email } = await register(t);
    const res = await t.request('/api/auth/login', { json: { email, password: PASSWORD } });
    const cookie = lastCookie(res, 'session')!;
    expect(cookie.attributes['httponly']).toBe(true);
    expect(cookie.attributes['samesite']).toBe('Lax');
    expect(cookie.attributes['path']).toBe('/');
    expect(cookie.attributes['secure']).toBeUndefined();
    expect(cookie.attributes['domain']).toBeUndefined();
    expect(Number(cookie.attributes['max-age'])).toBe(7 * 24 * 3600);
    expect(setCookies(res).some((c) => c.name.startsWith('__Host-'))).toBe(false);
  });

  it('comes with a readable signed_in=1 hint holding no secret, set and cleared with it', async () => {
    const { email } = await register(t);
    const res = await t.request('/api/auth/login', { json: { email, password: PASSWORD } });
    const session = lastCookie(res, 'session')!;
    const hint = lastCookie(res, 'signed_in')!;
    expect(hint.value).toBe('1');
    expect(hint.attributes['httponly']).toBeUndefined();
    expect(hint.attributes['max-age']).toBe(session.attributes['max-age']);
    const out = await t.request('/api/auth/logout', { method: 'POST', headers: { Cookie: `session=${session.value}` } });
    expect(lastCookie(out, 'signed_in')?.value).toBe('');
    expect(lastCookie(out, 'session')?.value).toBe('');
  });

  it('is __Host-session with Secure when PUBLIC_URL is https, and only that name is read', async () => {
    const secure = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://tv.example.com' } });
    try {
      const { email } = await register(secure);
      const res = await secure.request('/api/auth/login', { json: { email, password: PASSWORD } });
      expect(res.status).toBe(200);
      const cookie = lastCookie(res, '__Host-session')!;
      expect(cookie).toBeDefined();
      expect(cookie.attributes['secure']).toBe(true);
      expect(cookie.attributes['httponly']).toBe(true);
      expect(cookie.attributes['samesite']).toBe('Lax');
      expect(cookie.attributes['path']).toBe('/');
      expect(cookie.attributes['domain']).toBeUndefined();
      expect(lastCookie(res, 'session')).toBeUndefined();
      const ok = await secure.request('/api/auth/user', { headers: { Cookie: `__Host-session=${cookie.value}` } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('strict-transport-security')).toContain('max-age=31536000');
      const unprefixed = await secure.request('/api/auth/user', { headers: { Cookie: `session=${cookie.value}` } });
      expect(unprefixed.status).toBe(401);
    } finally {
      await secure.close();
    }
  });
});

describe('cross-site writes (CSRF)', () => {
  it('refuses a cookie-authenticated write from a foreign origin with 403 and changes nothing', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    const logout = await t.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie, Origin: 'https://evil.example' } });
    expect(logout.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
    const resend = await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie, Origin: 'null' } });
    expect(resend.status).toBe(403);
  });

  it('refuses a cookie-carrying write that a browser marks cross-site even without Origin', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    const res = await t.app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });

  it('accepts the same write from our own origin', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    const res = await t.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } });
    expect(res.status).toBe(204);
  });
});
