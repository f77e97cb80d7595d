import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, notifications, orders, stations } from '../../db/schema';
import { HOUR, MINUTE } from '../../lib/time';
import { sha256 } from '../../lib/random';
import { ADMIN_TOKEN_TTL_MS } from '../../services/admins/issue-admin-token';
import { listenOnLoopback } from '../../test/helpers';
import { createAdminTestApp, TEST_ADMIN, type AdminTestApp } from './admin-test-helpers';
import { ADMIN_LOGIN_RATE_LIMIT } from './login';

let t: AdminTestApp;
let stationId: string;
let orderId: string;
let notificationId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  stationId = (await t.db.select({ id: stations.id }).from(stations).limit(1))[0]!.id;
  orderId = (await t.insertOrder()).id;
  const res = await t.api('/api/admin/notifications', {
    json: { title: 'Hello', message: 'World', type: 'offer', startDate: '2026-11-20' },
  });
  notificationId = ((await res.json()) as { id: string }).id;
});
afterAll(() => t.close());

/** Every admin route (and an unknown one): each must refuse a request without a live token. */
const ROUTES = (): { method: string; path: string; json?: unknown }[] => [
  { method: 'POST', path: '/api/admin/logout' },
  { method: 'GET', path: '/api/admin/stations' },
  { method: 'POST', path: '/api/admin/stations', json: { callLetters: 'KNEW', affiliate: 'NBC', market: 'X', showName: 'Y' } },
  { method: 'PATCH', path: `/api/admin/stations/${stationId}`, json: { market: 'Changed' } },
  { method: 'PATCH', path: `/api/admin/stations/${stationId}/visibility`, json: { isHidden: true } },
  { method: 'DELETE', path: `/api/admin/stations/${stationId}` },
  { method: 'GET', path: '/api/admin/orders' },
  { method: 'GET', path: `/api/admin/orders/${orderId}` },
  { method: 'PATCH', path: `/api/admin/orders/${orderId}`, json: { status: 'cancelled' } },
  { method: 'DELETE', path: `/api/admin/orders/${orderId}` },
  { method: 'POST', path: '/api/admin/orders/bulk', json: { action: 'delete', ids: [orderId] } },
  { method: 'GET', path: '/api/admin/notifications' },
  { method: 'POST', path: '/api/admin/notifications', json: { title: 'T', message: 'M', type: 'offer', startDate: '2026-11-20' } },
  { method: 'PATCH', path: `/api/admin/notifications/${notificationId}`, json: { isActive: false } },
  { method: 'DELETE', path: `/api/admin/notifications/${notificationId}` },
  { method: 'GET', path: '/api/admin/chat-queries' },
  { method: 'GET', path: '/api/admin/chat-queries/summary' },
  { method: 'GET', path: '/api/admin/analytics' },
  { method: 'GET', path: '/api/admin/no-such-thing' },
];

async function expectAllRefused(headers: Record<string, string>) {
  for (const route of ROUTES()) {
    const res = await t.request(route.path, { method: route.method, json: route.json, headers });
    expect(res.status, `${route.method} ${route.path}`).toBe(401);
    expect(res.headers.get('cache-control'), `${route.method} ${route.path}`).toBe('no-store');
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
    expect(await res.json()).toMatchObject({ message: 'Admin sign-in required', code: 'unauthorized' });
  }
  // Nothing was changed by any of them.
  expect((await t.db.select().from(stations).where(eq(stations.id, stationId)))[0]).toMatchObject({ isHidden: false });
  expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'pending' });
  expect((await t.db.select().from(notifications).where(eq(notifications.id, notificationId)))[0]).toMatchObject({ isActive: true });
}

describe('admin bearer tokens', () => {
  it('every admin route gives 401 with no token, a malformed header or a bogus token', async () => {
    await expectAllRefused({});
    await expectAllRefused({ Authorization: 'Basic b3BlcmF0b3I6eA==' });
    await expectAllRefused({ Authorization: `Bearer ${'x'.repeat(43)}` });
    // The hash of a live token is not a token.
    await expectAllRefused({ Authorization: `Bearer ${sha256(t.token)}` });
  });

  it('a live token opens every route; responses are not cacheable', async () => {
    const res = await t.api('/api/admin/stations');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.api('/api/admin/no-such-thing')).status).toBe(404);
  });

  it('a token expires 12 hours after it was issued, however much it is used', async () => {
    const token = await t.newToken();
    t.clock.advance(ADMIN_TOKEN_TTL_MS - MINUTE);
    expect((await t.api('/api/admin/analytics', { token })).status).toBe(200);
    t.clock.advance(MINUTE);
    await expectAllRefused({ Authorization: `Bearer ${token}` });
    t.clock.advance(-ADMIN_TOKEN_TTL_MS);
  });

  it("logout revokes the token (204); the admin's other tokens keep working", async () => {
    const token = await t.newToken();
    const other = await t.newToken();
    const res = await t.api('/api/admin/logout', { method: 'POST', token });
    expect(res.status).toBe(204);
    expect((await t.audit()).at(-1)).toMatchObject({ adminId: t.admin.id, action: 'admin.logout', targetType: 'admin' });
    await expectAllRefused({ Authorization: `Bearer ${token}` });
    expect((await t.api('/api/admin/stations', { token: other })).status).toBe(200);
    const row = (
      await t.db
        .select()
        .from(adminTokens)
        .where(eq(adminTokens.tokenHash, sha256(token)))
    )[0];
    expect(row?.revokedAt).toBe(t.clock.now().toISOString());
  });

  it('records when a token was last used, at most once a minute', async () => {
    const token = await t.newToken();
    const row = async () =>
      (
        await t.db
          .select()
          .from(adminTokens)
          .where(eq(adminTokens.tokenHash, sha256(token)))
      )[0];
    expect((await row())?.lastUsedAt).toBeNull();
    await t.api('/api/admin/stations', { token });
    const first = t.clock.now().toISOString();
    expect((await row())?.lastUsedAt).toBe(first);
    t.clock.advance(30_000);
    await t.api('/api/admin/stations', { token });
    expect((await row())?.lastUsedAt).toBe(first);
    t.clock.advance(30_000);
    await t.api('/api/admin/stations', { token });
    expect((await row())?.lastUsedAt).toBe(t.clock.now().toISOString());
  });
});

describe('POST /api/admin/login', () => {
  it('gives a token for the right username and password; only its hash is stored', async () => {
    const res = await t.request('/api/admin/login', { json: { username: ' Operator ', password: TEST_ADMIN.password } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { token: string; expiresAt: string };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(new Date(t.clock.now().getTime() + 12 * HOUR).toISOString());
    expect((await t.audit()).at(-1)).toMatchObject({
      adminId: t.admin.id,
      adminUsername: 'operator',
      action: 'admin.login',
      targetType: 'admin',
      targetId: t.admin.id,
    });
    expect(JSON.stringify((await t.audit()).at(-1))).not.toContain(body.token);
    expect((await t.api('/api/admin/orders', { token: body.token })).status).toBe(200);
    const stored = await t.db.select().from(adminTokens);
    expect(stored.some((r) => r.tokenHash === sha256(body.token))).toBe(true);
    expect(stored.some((r) => r.tokenHash === body.token)).toBe(false);
  });

  it('answers a wrong password and an unknown username with the same 401 message', async () => {
    const wrong = await t.request('/api/admin/login', { json: { username: TEST_ADMIN.username, password: 'not the password' } });
    const unknown = await t.request('/api/admin/login', { json: { username: 'nobody', password: TEST_ADMIN.password } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Invalid username or password', code: 'invalid_credentials' });
    }
  });

  it('requires username and password', async () => {
    const res = await t.request('/api/admin/login', { json: { username: '  ', password: '' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.username).toEqual(['Username is required']);
    expect(body.fieldErrors.password).toEqual(['Password is required']);
  });
});

describe('admin login rate limits', () => {
  it('refuses a username after 10 failed attempts, even with the right password, with Retry-After', async () => {
    const u = await createAdminTestApp();
    try {
      const attempt = (password: string) => u.request('/api/admin/login', { json: { username: TEST_ADMIN.username, password } });
      const failures = await Promise.all(Array.from({ length: ADMIN_LOGIN_RATE_LIMIT.perUsername.limit }, () => attempt('wrong password')));
      expect(failures.map((r) => r.status)).toEqual(Array(ADMIN_LOGIN_RATE_LIMIT.perUsername.limit).fill(401));
      const blocked = await attempt(TEST_ADMIN.password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      u.clock.advance(ADMIN_LOGIN_RATE_LIMIT.perUsername.windowMs);
      expect((await attempt(TEST_ADMIN.password)).status).toBe(200);
    } finally {
      await u.close();
    }
  });

  it('refuses a client address after 30 attempts, whatever the usernames', async () => {
    const u = await createAdminTestApp();
    try {
      const { limit } = ADMIN_LOGIN_RATE_LIMIT.perAddress;
      // Attempts refused for their username still count for the address (and cost no hashing).
      const statuses: number[] = [];
      for (let i = 0; i < limit; i++) {
        const res = await u.request('/api/admin/login', { json: { username: 'guesser', password: 'whatever1' } });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(ADMIN_LOGIN_RATE_LIMIT.perUsername.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(limit - ADMIN_LOGIN_RATE_LIMIT.perUsername.limit);
      // A username with no failures is now refused too: the address is over its limit.
      const blocked = await u.request('/api/admin/login', { json: TEST_ADMIN });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
      u.clock.advance(ADMIN_LOGIN_RATE_LIMIT.perAddress.windowMs);
      expect((await u.request('/api/admin/login', { json: TEST_ADMIN })).status).toBe(200);
    } finally {
      await u.close();
    }
  });

  it('counts a username attempt before the password is checked: of 40 simultaneous guesses at most 10 are checked', async () => {
    const u = await createAdminTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const server = await listenOnLoopback(u.app);
    try {
      const attempt = (client: string, password: string) =>
        fetch(`${server.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
          body: JSON.stringify({ username: TEST_ADMIN.username, password }),
        });
      const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`203.0.113.${i + 1}`, `guess-${i}`)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ADMIN_LOGIN_RATE_LIMIT.perUsername.limit);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - ADMIN_LOGIN_RATE_LIMIT.perUsername.limit);
      expect((await attempt('198.51.100.1', TEST_ADMIN.password)).status).toBe(429);
    } finally {
      await server.close();
      await u.close();
    }
  });

  it('gives a right password its attempt back: an operator signing in often is never locked out', async () => {
    const u = await createAdminTestApp();
    try {
      for (let i = 0; i < ADMIN_LOGIN_RATE_LIMIT.perUsername.limit + 2; i++)
        expect((await u.request('/api/admin/login', { json: TEST_ADMIN })).status).toBe(200);
    } finally {
      await u.close();
    }
  });
});
