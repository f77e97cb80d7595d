// Helpers shared by the account API tests (not a test file itself).
import { expect } from 'vitest';
import type { TestApp } from '../../test/helpers';

let counter = 0;
/** A fresh address per call, so tests in one file never share an account. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;

export const PASSWORD = 'correct horse battery staple';

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
  raw: string;
}

/** Every Set-Cookie of a response, parsed. */
export function setCookies(res: Response): ParsedCookie[] {
  return res.headers.getSetCookie().map((raw) => {
    const [pair = '', ...attrs] = raw.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const a of attrs) {
      const i = a.indexOf('=');
      if (i === -1) attributes[a.toLowerCase()] = true;
      else attributes[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes, raw };
  });
}

/** The last Set-Cookie for `name` (the one a browser keeps). */
export function lastCookie(res: Response, name: string): ParsedCookie | undefined {
  return setCookies(res)
    .filter((c) => c.name === name)
    .at(-1);
}

/** Registers an account through the API and returns its email. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ email: string; res: Response }> {
  const email = (overrides['email'] as string | undefined) ?? uniqueEmail();
  const res = await t.request('/api/auth/register', {
    json: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD, userType: 'individual', ...overrides },
  });
  return { email, res };
}

/** Signs in and returns the `Cookie` header value for the new session. */
export async function login(t: TestApp, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.request('/api/auth/login', { json: { email, password }, headers });
  expect(res.status).toBe(200);
  const cookie = lastCookie(res, 'session');
  expect(cookie?.value).toBeTruthy();
  return `session=${cookie!.value}`;
}

/** Sends what the outbox holds and returns the token of the newest mail to `to` whose link matches. */
export async function tokenFromMail(t: TestApp, to: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  await t.outbox.drain();
  const mails = t.transport.sent.filter((m) => m.to === to && m.text.includes(`${path}?token=`));
  const text = mails.at(-1)?.text ?? '';
  const token = new RegExp(`${path.replace('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  expect(token, `a ${path} link in a mail to ${to}`).toBeTruthy();
  return token!;
}

/** Registers, signs in, and verifies through the emailed link (it completes only in a session of the account). */
export async function verifiedUser(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ email: string; cookie: string }> {
  const { email, res } = await register(t, overrides);
  expect(res.status).toBe(201);
  const token = await tokenFromMail(t, email, '/verify-email');
  const cookie = await login(t, email);
  const verify = await t.request(`/api/auth/verify-email?token=${token}`, { headers: { Cookie: cookie } });
  expect(verify.headers.get('location')).toBe('/verify-email?status=success');
  return { email, cookie };
}
