import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/helpers';
import { login, PASSWORD, register, uniqueEmail } from './test-support';

const apps: TestApp[] = [];
const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((ok) => s.close(ok))));
  apps.splice(0).forEach((a) => a.close());
});

const fresh = () => {
  const t = createTestApp({ seed: false });
  apps.push(t);
  return t;
};

/** The app on a real loopback socket, so the client address is the socket's. */
async function listen(t: TestApp): Promise<string> {
  const server = await new Promise<ServerType>((ok) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let spoof = 0;
/** A different made-up X-Forwarded-For on every request. */
const forwardedFor = () => ({ 'X-Forwarded-For': `203.0.113.${++spoof % 250}, 198.51.100.${spoof % 200}` });

function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retry) && retry > 0).toBe(true);
}

describe('sign-in limits', () => {
  it('locks one account after 5 failures, even with a new X-Forwarded-For each time and then the right password', async () => {
    const t = fresh();
    const { email } = await register(t);
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/api/auth/login', { json: { email, password: `wrong-${i}-password` }, headers: forwardedFor() });
      expect(res.status).toBe(401);
    }
    const locked = await t.request('/api/auth/login', { json: { email, password: PASSWORD }, headers: forwardedFor() });
    expectTooMany(locked);
    expect(await locked.json()).toMatchObject({ code: 'rate_limited' });
    expect(locked.headers.getSetCookie()).toEqual([]);
    // The window passes and the account opens again.
    t.clock.advance(15 * MINUTE);
    await login(t, email);
  });

  it('limits failures per client address over a real socket: many accounts, forged X-Forwarded-For, still 429', async () => {
    const t = fresh();
    const base = await listen(t);
    const attempt = (email: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, ...forwardedFor() },
        body: JSON.stringify({ email, password: 'guessing-a-password' }),
      });
    // 20 failures, four at a time, each against a different (unknown) account.
    for (let batch = 0; batch < 5; batch++) {
      const results = await Promise.all(Array.from({ length: 4 }, () => attempt(uniqueEmail('spray'))));
      for (const r of results) expect(r.status).toBe(401);
    }
    expectTooMany(await attempt(uniqueEmail('spray')));
  });

  it('believes X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
    const t = createTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
    apps.push(t);
    const base = await listen(t);
    // Sign-ups share the same client-address logic and cost no hashing when the body is invalid.
    const attempt = (client: string) =>
      fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': client },
        body: JSON.stringify({ email: 'bad' }),
      });
    for (let i = 0; i < 30; i++) expect((await attempt('192.0.2.7')).status).toBe(400);
    expectTooMany(await attempt('192.0.2.7'));
    // Another client behind the same proxy is a different address.
    expect((await attempt('192.0.2.8')).status).toBe(400);
  });
});

describe('other account limits', () => {
  it('limits sign-ups per client address (30 an hour)', async () => {
    const t = fresh();
    for (let i = 0; i < 30; i++) {
      // Invalid bodies count too, and cost no hashing.
      const res = await t.request('/api/auth/register', { json: { email: 'bad' }, headers: forwardedFor() });
      expect(res.status).toBe(400);
    }
    expectTooMany((await register(t)).res);
  });

  it('limits forgot-password per email (3 in 15 minutes) with the same answer for unknown emails, and per address', async () => {
    const t = fresh();
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) expect((await t.request('/api/auth/forgot-password', { json: { email: ghost }, headers: forwardedFor() })).status).toBe(200);
    expectTooMany(await t.request('/api/auth/forgot-password', { json: { email: ghost }, headers: forwardedFor() }));
    for (let i = 0; i < 6; i++) expect((await t.request('/api/auth/forgot-password', { json: { email: uniqueEmail() } })).status).toBe(200);
    expectTooMany(await t.request('/api/auth/forgot-password', { json: { email: uniqueEmail() }, headers: forwardedFor() }));
  });

  it('limits resend-verification per account (3 in 15 minutes)', async () => {
    const t = fresh();
    const { email } = await register(t);
    const cookie = await login(t, email);
    for (let i = 0; i < 3; i++) {
      expect((await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie, ...forwardedFor() } })).status).toBe(200);
    }
    expectTooMany(await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie, ...forwardedFor() } }));
  });
});
