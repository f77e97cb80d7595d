import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { inTransaction } from '../../db/transaction';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { closeConfiguredDatabase, openConfiguredDatabase, serviceDb } from '../../db/open';
import { rateLimits } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createStationCatalogue } from '../../services/stations/create-station-catalogue';
import { MINUTE } from '../../lib/time';
import { addressBucket, createRateLimiter } from '../../middleware/rate-limit';
import { createTestApp, inParallel, listenOnLoopback, type TestApp } from '../../test/helpers';
import { login, PASSWORD, register, tokenFromMail, uniqueEmail } from './test-support';

const apps: TestApp[] = [];
const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const fresh = async () => {
  const t = await createTestApp({ seed: false });
  apps.push(t);
  return t;
};

/** The app on a real loopback socket, so the client address is the socket's. */
async function listen(t: TestApp): Promise<string> {
  const server = await listenOnLoopback(t.app);
  servers.push(server);
  return server.url;
}

/** An app behind a trusted proxy on loopback: each request names its client in X-Forwarded-For. */
async function behindProxy() {
  const t = await createTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
  apps.push(t);
  const base = await listen(t);
  const loginFrom = (client: string, email: string, password: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({ email, password }),
    });
  // Sign-ups share the same client-address logic and cost no hashing when the body is invalid.
  const invalidSignUpFrom = (client: string) =>
    fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({ email: 'bad' }),
    });
  return { t, base, loginFrom, invalidSignUpFrom };
}

/** A JSON POST on a connection of its own (no keep-alive socket the server may have closed meanwhile). */
function postOnNewConnection(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
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
    const t = await fresh();
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

  it('opens an account its failures locked once its owner resets the password through the emailed link', async () => {
    const t = await fresh();
    const { email } = await register(t);
    for (let i = 0; i < 5; i++) await t.request('/api/auth/login', { json: { email, password: `wrong-${i}-password` }, headers: forwardedFor() });
    expectTooMany(await t.request('/api/auth/login', { json: { email, password: PASSWORD }, headers: forwardedFor() }));
    expect((await t.request('/api/auth/forgot-password', { json: { email } })).status).toBe(200);
    const token = await tokenFromMail(t, email, '/reset-password');
    const fresher = 'a brand new passphrase';
    expect((await t.request('/api/auth/reset-password', { json: { token, password: fresher, confirmPassword: fresher } })).status).toBe(200);
    // Within the same 15 minutes: the new password signs in.
    expect((await t.request('/api/auth/login', { json: { email, password: fresher }, headers: forwardedFor() })).status).toBe(200);
  });

  it('limits failures per client address over a real socket: many accounts, forged X-Forwarded-For, still 429', async () => {
    const t = await fresh();
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
    const { invalidSignUpFrom: attempt } = await behindProxy();
    for (let i = 0; i < 30; i++) expect((await attempt('192.0.2.7')).status).toBe(400);
    expectTooMany(await attempt('192.0.2.7'));
    // Another client behind the same proxy is a different address.
    expect((await attempt('192.0.2.8')).status).toBe(400);
  });
});

describe('sign-in limits under attack', () => {
  it('counts before checking the password: of 40 simultaneous guesses from 40 addresses at most 5 are checked', async () => {
    const { t, loginFrom } = await behindProxy();
    const { email } = await register(t);
    // The right password sits inside the burst, as an attacker with a short list would send it.
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 30 ? PASSWORD : `guess-number-${i}`));
    const answers = await Promise.all(passwords.map((p, i) => loginFrom(`203.0.113.${i + 1}`, email, p)));
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    // Unless it happened to be one of the five checked, the right password did not sign in.
    const right = answers[30]!;
    if (right.status === 429) expect(right.headers.getSetCookie()).toEqual([]);
    // The account stays locked for everyone else, whatever the burst held.
    if (!statuses.includes(200)) expect((await loginFrom('198.51.100.1', email, PASSWORD)).status).toBe(429);
  });

  it('checks the address first: a client over its limit cannot use up (and so lock) an account', async () => {
    const { t, loginFrom } = await behindProxy();
    const { email } = await register(t);
    for (let i = 0; i < 20; i++) expect((await loginFrom('192.0.2.66', uniqueEmail('spray'), 'a-wrong-password')).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await loginFrom('192.0.2.66', email, 'a-wrong-password')).status).toBe(429);
    // The account's own attempts are untouched: its owner signs in from home.
    expect((await loginFrom('198.51.100.20', email, PASSWORD)).status).toBe(200);
  });

  it('gives the attempt back when the password is right, so regular sign-ins never lock anyone out', async () => {
    const { t, loginFrom } = await behindProxy();
    const { email } = await register(t);
    for (let i = 0; i < 8; i++) expect((await loginFrom('192.0.2.10', email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginFrom('192.0.2.10', email, 'a-wrong-password')).status).toBe(401);
    expect((await loginFrom('192.0.2.10', email, PASSWORD)).status).toBe(200);
  });

  it('keeps a lockout through a flood of 50,001 distinct keys (the counters live in the database)', { timeout: 180_000 }, async () => {
    const { t, base, loginFrom } = await behindProxy();
    const { email } = await register(t);
    for (let i = 0; i < 5; i++) expect((await loginFrom('192.0.2.1', email, `wrong-${i}-password`)).status).toBe(401);
    expect((await loginFrom('192.0.2.2', email, PASSWORD)).status).toBe(429);
    // The flood an attacker would send as one failed sign-in per made-up account: 50,001 new keys in
    // the same per-account limiter (written straight into it, as 50,001 requests would take minutes
    // here). An in-memory map that empties itself when full would forget the lockout above.
    const sameLimiter = createRateLimiter({ name: 'login-account', limit: 5, windowMs: 15 * MINUTE, db: t.db, enabled: true });
    for (let start = 0; start < 50_001; start += 2000) {
      // Each batch shares one commit (the limiter's own transactions become savepoints), to save time.
      await inTransaction(t.db, () =>
        Promise.all(Array.from({ length: Math.min(2000, 50_001 - start) }, (_, i) => sameLimiter.consume(`flood-${start + i}@example.test`))),
      );
    }
    expect(await t.db.$count(rateLimits)).toBeGreaterThan(50_001);
    // The victim's account is still locked, from any address (on a new connection: the old one idled out).
    const after = await postOnNewConnection(`${base}/api/auth/login`, { email, password: PASSWORD }, { 'X-Forwarded-For': '192.0.2.3' });
    expect(after.status).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sweeps expired windows as counting goes on, so the table holds only live ones', async () => {
    const { t, invalidSignUpFrom: cheap } = await behindProxy();
    await inParallel(600, 16, (i) => cheap(`198.51.100.${i % 200}`).then((r) => expect(r.status).toBe(400)));
    const live = await t.db.$count(rateLimits);
    expect(live).toBeGreaterThanOrEqual(200);
    t.clock.advance(2 * 60 * MINUTE);
    await inParallel(600, 16, (i) => cheap(`192.0.2.${i % 100}`).then((r) => expect(r.status).toBe(400)));
    expect(await t.db.$count(rateLimits)).toBeLessThan(live + 100);
  });

  it('groups IPv6 clients by /64: a new address in the same /64 is the same client', async () => {
    const { invalidSignUpFrom: attempt } = await behindProxy();
    for (let i = 0; i < 30; i++) expect((await attempt(`2001:db8:aa:bb:${(i * 977).toString(16)}::${i + 1}`)).status).toBe(400);
    expectTooMany(await attempt('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect((await attempt('2001:db8:aa:bc::1')).status).toBe(400);
  });

  it('shares counters between servers on one database', async () => {
    const { t, loginFrom } = await behindProxy();
    const { email } = await register(t);
    // A second server process would open the same file: here, a second app on its own connection.
    const database = await openConfiguredDatabase(t.config, { migrate: false });
    const db = serviceDb(database);
    const other = createApp({ db, config: t.config, mailer: t.outbox, clock: t.clock, catalogue: createStationCatalogue({ db: db }), logger: silentLogger });
    const otherServer = await listenOnLoopback(other);
    servers.push(otherServer);
    try {
      for (let i = 0; i < 3; i++) expect((await loginFrom('192.0.2.30', email, 'a-wrong-password')).status).toBe(401);
      const onOther = (password: string) =>
        fetch(`${otherServer.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.31' },
          body: JSON.stringify({ email, password }),
        });
      for (let i = 0; i < 2; i++) expect((await onOther('a-wrong-password')).status).toBe(401);
      expectTooMany(await onOther(PASSWORD));
      expectTooMany(await loginFrom('192.0.2.32', email, PASSWORD));
    } finally {
      await otherServer.close();
      servers.pop();
      await closeConfiguredDatabase(database);
    }
  });
});

describe('addressBucket', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('puts %s in %s', (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });
});

describe('other account limits', () => {
  it('limits sign-ups per client address (30 an hour)', async () => {
    const t = await fresh();
    for (let i = 0; i < 30; i++) {
      // Invalid bodies count too, and cost no hashing.
      const res = await t.request('/api/auth/register', { json: { email: 'bad' }, headers: forwardedFor() });
      expect(res.status).toBe(400);
    }
    expectTooMany((await register(t)).res);
  });

  it('limits forgot-password per email (3 in 15 minutes) with the same answer for unknown emails, and per address', async () => {
    const t = await fresh();
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) expect((await t.request('/api/auth/forgot-password', { json: { email: ghost }, headers: forwardedFor() })).status).toBe(200);
    expectTooMany(await t.request('/api/auth/forgot-password', { json: { email: ghost }, headers: forwardedFor() }));
    for (let i = 0; i < 6; i++) expect((await t.request('/api/auth/forgot-password', { json: { email: uniqueEmail() } })).status).toBe(200);
    expectTooMany(await t.request('/api/auth/forgot-password', { json: { email: uniqueEmail() }, headers: forwardedFor() }));
  });

  it('limits resend-verification per account (3 in 15 minutes)', async () => {
    const t = await fresh();
    const { email } = await register(t);
    const cookie = await login(t, email);
    for (let i = 0; i < 3; i++) {
      expect((await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie, ...forwardedFor() } })).status).toBe(200);
    }
    expectTooMany(await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie, ...forwardedFor() } }));
  });
});
