import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTokens, users } from '../../db/schema';
import { DAY, HOUR } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/helpers';
import { lastCookie, login, PASSWORD, register, tokenFromMail, uniqueEmail, verifiedUser } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const USER_KEYS = ['agencyName', 'email', 'firstName', 'id', 'isEmailVerified', 'lastName', 'profileImageUrl', 'userType'];
/** GET /api/auth/user also carries the profile counters and earned badges. */
const ME_KEYS = ['agencyName', 'badges', 'email', 'firstName', 'id', 'isEmailVerified', 'lastName', 'profile', 'profileImageUrl', 'userType'];

describe('POST /api/auth/register', () => {
  it('creates an unverified account, answers 201 {user} with only the interface fields, and does not sign in', async () => {
    const email = uniqueEmail('new');
    const { res } = await register(t, { email: `  ${email.toUpperCase()} `, firstName: ' Grace ', lastName: 'Hopper' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', userType: 'individual', agencyName: null, isEmailVerified: false });
    expect(res.headers.getSetCookie()).toEqual([]);
    const row = (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it('queues the verification email in the outbox with a 24-hour link built from PUBLIC_URL', async () => {
    const { email } = await register(t);
    await t.outbox.drain();
    const mail = t.transport.sent.find((m) => m.to === email)!;
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain(`${t.config.publicUrl}/verify-email?token=`);
    expect(mail.text).toContain('24 hours');
    // The link works only for the account's own session (routes/auth/account-takeover.test.ts): the email says so.
    expect(mail.text).toContain('by opening the link below while signed in to that account');
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    const stored = (await t.db.select().from(emailTokens)).map((r) => r.tokenHash);
    expect(stored).not.toContain(token); // only the hash is kept
  });

  it('keeps the agency name for agency accounts only, and requires it for them', async () => {
    const agency = await register(t, { userType: 'agency', agencyName: 'Bright PR' });
    expect(((await agency.res.json()) as { user: { agencyName: string } }).user.agencyName).toBe('Bright PR');
    const individual = await register(t, { userType: 'individual', agencyName: 'Ignored' });
    expect(((await individual.res.json()) as { user: { agencyName: null } }).user.agencyName).toBeNull();
    const missing = await register(t, { userType: 'agency', agencyName: '  ' });
    expect(missing.res.status).toBe(400);
    expect(await missing.res.json()).toMatchObject({ fieldErrors: { agencyName: ['Agency name is required for agency accounts'] } });
  });

  it('checks every sign-up rule on the server with the spec messages', async () => {
    const res = await t.request('/api/auth/register', {
      json: { email: 'nope', password: 'short', confirmPassword: '', firstName: '', lastName: 'X', userType: 'individual' },
    });
    expect(res.status).toBe(400);
    const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors['email']).toEqual(['Please enter a valid email']);
    expect(fieldErrors['password']).toEqual(['Password must be at least 8 characters']);
    expect(fieldErrors['confirmPassword']).toEqual(['Please confirm your password']);
    expect(fieldErrors['firstName']).toEqual(['First name is required']);
    const mismatch = await register(t, { confirmPassword: `${PASSWORD}!` });
    expect(mismatch.res.status).toBe(400);
    expect(await mismatch.res.json()).toMatchObject({ fieldErrors: { confirmPassword: ["Passwords don't match"] } });
  });

  it('gives 409 when the email already has an account, whatever its case', async () => {
    const { email } = await register(t);
    const again = await register(t, { email: email.toUpperCase() });
    expect(again.res.status).toBe(409);
    expect(await again.res.json()).toEqual({ message: 'An account with this email already exists', code: 'email_taken' });
  });

  it('accepts long and Unicode passwords, never truncated', async () => {
    const long = `${'ä'.repeat(100)}🔑${'x'.repeat(300)}`;
    const { email, res } = await register(t, { password: long, confirmPassword: long });
    expect(res.status).toBe(201);
    await login(t, email, long);
    const truncated = await t.request('/api/auth/login', { json: { email, password: long.slice(0, 72) } });
    expect(truncated.status).toBe(401);
  });
});

describe('POST /api/auth/login and GET /api/auth/user', () => {
  it('signs in with 200 {user} and a session cookie; GET /api/auth/user then returns only the interface fields, no-store', async () => {
    const { email } = await register(t, { userType: 'agency', agencyName: 'Acme Media' });
    const res = await t.request('/api/auth/login', { json: { email: email.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    const cookie = lastCookie(res, 'session')!;
    const me = await t.request('/api/auth/user', { headers: { Cookie: `session=${cookie.value}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const user = (await me.json()) as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(ME_KEYS);
    expect(user).toMatchObject({ profile: { totalBookings: 0, confirmedBookings: 0, totalSpent: 0 }, badges: [] });
    expect(user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', userType: 'agency', agencyName: 'Acme Media', isEmailVerified: false });
  });

  it('answers 401 JSON, no-store, when signed out', async () => {
    const res = await t.request('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('gives the same 401 and body for an unknown email and a wrong password', async () => {
    const { email } = await register(t);
    const unknown = await t.request('/api/auth/login', { json: { email: uniqueEmail('ghost'), password: PASSWORD } });
    const wrong = await t.request('/api/auth/login', { json: { email, password: 'not the password' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.text(), await wrong.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('validates the login form with the spec messages', async () => {
    const res = await t.request('/api/auth/login', { json: { email: 'x', password: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { email: ['Please enter a valid email'], password: ['Password is required'] } });
  });
});

describe('email verification', () => {
  it('verifies with the emailed link: 302 to /verify-email?status=success, no-referrer, and the user reads verified', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    const token = await tokenFromMail(t, email, '/verify-email');
    const res = await t.request(`/api/auth/verify-email?token=${token}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/verify-email?status=success');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const me = (await (await t.request('/api/auth/user', { headers: { Cookie: cookie } })).json()) as { isEmailVerified: boolean };
    expect(me.isEmailVerified).toBe(true);
  });

  it('ends every other session of the account; the browser that opens the link stays signed in', async () => {
    const { email } = await register(t);
    const before = await login(t, email);
    const verifying = await login(t, email);
    const token = await tokenFromMail(t, email, '/verify-email');
    const res = await t.request(`/api/auth/verify-email?token=${token}`, { headers: { Cookie: verifying } });
    expect(res.headers.get('location')).toBe('/verify-email?status=success');
    expect((await t.request('/api/auth/user', { headers: { Cookie: before } })).status).toBe(401);
    expect((await t.request('/api/auth/user', { headers: { Cookie: verifying } })).status).toBe(200);
  });

  it('opened signed out (or in another account), asks to sign in first: the link stays unused, nothing changes', async () => {
    const { email } = await register(t);
    const before = await login(t, email);
    const token = await tokenFromMail(t, email, '/verify-email');
    expect((await t.request(`/api/auth/verify-email?token=${token}`)).headers.get('location')).toBe('/verify-email?error=sign_in_required');
    const other = await verifiedUser(t);
    expect((await t.request(`/api/auth/verify-email?token=${token}`, { headers: { Cookie: other.cookie } })).headers.get('location')).toBe(
      '/verify-email?error=sign_in_required',
    );
    const me = await t.request('/api/auth/user', { headers: { Cookie: before } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { isEmailVerified: boolean }).isEmailVerified).toBe(false);
    expect((await t.request(`/api/auth/verify-email?token=${token}`, { headers: { Cookie: before } })).headers.get('location')).toBe(
      '/verify-email?status=success',
    );
  });

  it('redirects with ?error=invalid_token for a missing or unknown token', async () => {
    for (const qs of ['', '?token=', '?token=not-a-real-token-at-all-xxxxxxxx', '?token=%3Cscript%3E']) {
      const res = await t.request(`/api/auth/verify-email${qs}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/verify-email?error=invalid_token');
    }
  });

  it('is single use, expires after 24 hours, and a newer link voids the older (?error=invalid_or_expired)', async () => {
    const { email } = await register(t);
    const first = await tokenFromMail(t, email, '/verify-email');
    const cookie = await login(t, email);
    const resend = await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie } });
    expect(resend.status).toBe(200);
    const second = await tokenFromMail(t, email, '/verify-email');
    expect(second).not.toBe(first);
    const old = await t.request(`/api/auth/verify-email?token=${first}`);
    expect(old.headers.get('location')).toBe('/verify-email?error=invalid_or_expired');

    t.clock.advance(24 * HOUR + 1000);
    const late = await t.request(`/api/auth/verify-email?token=${second}`);
    expect(late.headers.get('location')).toBe('/verify-email?error=invalid_or_expired');
    t.clock.advance(-(24 * HOUR + 1000));

    const cookie2 = await login(t, email);
    await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie2 } });
    const third = await tokenFromMail(t, email, '/verify-email');
    t.clock.advance(23 * HOUR);
    expect((await t.request(`/api/auth/verify-email?token=${third}`, { headers: { Cookie: cookie2 } })).headers.get('location')).toBe(
      '/verify-email?status=success',
    );
    expect((await t.request(`/api/auth/verify-email?token=${third}`, { headers: { Cookie: cookie2 } })).headers.get('location')).toBe(
      '/verify-email?error=invalid_or_expired',
    );
    t.clock.advance(-23 * HOUR);
  });

  it('redirects with ?error=server_error when verification fails inside', async () => {
    const { email } = await register(t);
    const token = await tokenFromMail(t, email, '/verify-email');
    const signedIn = { headers: { Cookie: await login(t, email) } };
    const fault =
      t.database.dialect === 'sqlite'
        ? {
            plant: 'CREATE TEMP TRIGGER fail_verify BEFORE UPDATE OF is_email_verified ON users BEGIN SELECT RAISE(ABORT, "disk on fire"); END;',
            remove: 'DROP TRIGGER fail_verify',
          }
        : {
            plant: `CREATE FUNCTION fail_verify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$;
                    CREATE TRIGGER fail_verify BEFORE UPDATE OF is_email_verified ON users FOR EACH ROW EXECUTE FUNCTION fail_verify();`,
            remove: 'DROP TRIGGER fail_verify ON users; DROP FUNCTION fail_verify();',
          };
    await t.exec(fault.plant);
    try {
      const res = await t.request(`/api/auth/verify-email?token=${token}`, signedIn);
      expect(res.headers.get('location')).toBe('/verify-email?error=server_error');
    } finally {
      await t.exec(fault.remove);
    }
    // Nothing was half done: the token still works once the fault is gone.
    expect((await t.request(`/api/auth/verify-email?token=${token}`, signedIn)).headers.get('location')).toBe('/verify-email?status=success');
  });

  it('POST /api/auth/resend-verification: 401 signed out; 200 signed in; says so when already verified', async () => {
    expect((await t.request('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401);
    const { email, cookie } = await verifiedUser(t);
    const sentBefore = t.transport.sent.length;
    const res = await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your email is already verified.' });
    await t.outbox.drain();
    expect(t.transport.sent.slice(sentBefore).filter((m) => m.to === email)).toEqual([]);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session server-side and clears the cookie', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    const res = await t.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } });
    expect(res.status).toBe(204);
    const cleared = lastCookie(res, 'session')!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes['max-age']).toBe('0');
    // Replaying the old cookie (as a thief who copied it would) no longer works.
    expect((await t.request('/api/auth/user', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('is harmless when signed out', async () => {
    expect((await t.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('GET /api/login', () => {
  it('sends the browser to /login', async () => {
    const res = await t.request('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});

describe('sessions outlive neither their idle time nor 30 days', () => {
  it('keeps working within 7 idle days (sliding, with a refreshed cookie) and ends after 7 idle days', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    t.clock.advance(2 * DAY);
    const early = await t.request('/api/auth/user', { headers: { Cookie: cookie } });
    expect(early.status).toBe(200);
    expect(early.headers.getSetCookie()).toEqual([]); // more than half the idle time left: no write
    t.clock.advance(2 * DAY); // 4 days since sign-in: renewed
    const renewed = await t.request('/api/auth/user', { headers: { Cookie: cookie } });
    expect(renewed.status).toBe(200);
    const refreshed = lastCookie(renewed, 'session')!;
    expect(`session=${refreshed.value}`).toBe(cookie);
    expect(Number(refreshed.attributes['max-age'])).toBe(7 * 24 * 3600);
    t.clock.advance(6 * DAY); // 10 days since sign-in, 6 since last use
    expect((await t.request('/api/auth/user', { headers: { Cookie: cookie } })).status).toBe(200);
    t.clock.advance(7 * DAY + 1000); // idle for more than 7 days
    const expired = await t.request('/api/auth/user', { headers: { Cookie: cookie } });
    expect(expired.status).toBe(401);
    expect(lastCookie(expired, 'session')?.value).toBe('');
    t.clock.set('2026-11-20T15:00:00Z');
  });

  it('ends 30 days after sign-in however active the user is', async () => {
    t.clock.set('2026-11-20T15:00:00Z');
    const { email } = await register(t);
    const cookie = await login(t, email);
    for (let day = 3; day < 30; day += 3) {
      t.clock.set(new Date(Date.parse('2026-11-20T15:00:00Z') + day * DAY));
      expect((await t.request('/api/auth/user', { headers: { Cookie: cookie } })).status).toBe(200);
    }
    t.clock.set(new Date(Date.parse('2026-11-20T15:00:00Z') + 30 * DAY - 60_000));
    const last = await t.request('/api/auth/user', { headers: { Cookie: cookie } });
    expect(last.status).toBe(200);
    // The renewed cookie never outlives the absolute maximum.
    const refreshed = lastCookie(last, 'session');
    if (refreshed) expect(Number(refreshed.attributes['max-age'])).toBeLessThanOrEqual(60);
    t.clock.set(new Date(Date.parse('2026-11-20T15:00:00Z') + 30 * DAY));
    expect((await t.request('/api/auth/user', { headers: { Cookie: cookie } })).status).toBe(401);
    t.clock.set('2026-11-20T15:00:00Z');
  });
});
