import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register } from '../routes/auth/test-support';
import { orderBody } from '../routes/orders/booking-test-support';
import { createTestApp, visibleStationId, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t.close());

const UNKNOWN = { Cookie: 'session=not-a-session-anyone-has' };

describe('the session is looked up only under the routes that read it', () => {
  it('public catalogue, notifications and health answer without reading it (an unknown cookie is left alone)', async () => {
    for (const path of ['/api/stations?state=TX', '/api/stations', '/api/notifications', '/api/health']) {
      const res = await t.request(path, { headers: UNKNOWN });
      expect(res.status, path).toBe(200);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it('account, order and chat routes read it: an unknown session is cleared there', async () => {
    const res = await t.request('/api/auth/user', { headers: UNKNOWN });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => /^session=;/.test(c))).toBe(true);
    const mine = await t.request('/api/orders', { headers: UNKNOWN });
    expect(mine.status).toBe(401);
    expect(mine.headers.getSetCookie().some((c) => /^session=;/.test(c))).toBe(true);
  });

  it('a signed-in booking still belongs to its user (POST /api/orders reads the session)', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    const stationId = await visibleStationId(t);
    const res = await t.request('/api/orders', { json: orderBody(stationId, { email }), headers: { Cookie: cookie } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { userId: string | null }).userId).toEqual(expect.any(String));
  });
});
