// An Idempotency-Key answers only its own caller: the same key from another account, or from a
// guest, is a new request, never a replay of someone else's order and user id.
import type { Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visibleStationId, type TestApp } from '../../test/helpers';
import { verifiedUser } from '../auth/test-support';
import { orderBody } from './booking-test-support';

let t: TestApp;
let stationId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  stationId = await visibleStationId(t);
}, 120_000);
afterAll(() => t.close());

describe('Idempotency-Key', () => {
  it('replays the first answer to its own caller only', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const body = orderBody(stationId, { email: owner.email });
    const key = 'shared-key-0001';
    const post = (cookie?: string) => t.request('/api/orders', { json: body, headers: { 'Idempotency-Key': key, ...(cookie ? { Cookie: cookie } : {}) } });

    const first = await post(owner.cookie);
    expect(first.status).toBe(201);
    const order = (await first.json()) as Order;
    expect(order.userId).toBeTruthy();

    const again = await post(owner.cookie);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as Order).id).toBe(order.id);

    for (const cookie of [other.cookie, undefined]) {
      const res = await post(cookie);
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      const theirs = (await res.json()) as Order;
      expect(theirs.id).not.toBe(order.id);
      expect(theirs.userId).not.toBe(order.userId);
    }
  });
});

describe('Idempotency-Key with a body too deep to keep', () => {
  it('is refused as any bad body is (400), not a server error', async () => {
    const deep = '['.repeat(49_000) + ']'.repeat(49_000);
    const res = await t.request('/api/orders', {
      method: 'POST',
      body: deep,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'deep-body-0001' },
    });
    expect(res.status).toBe(400);
  });
});

describe('Idempotency-Key under the booking rate limit', () => {
  it('still replays the first answer once the caller has used up its bookings: a retry writes nothing new', async () => {
    const limited = await createTestApp();
    try {
      const body = orderBody(await visibleStationId(limited));
      const key = 'retry-after-limit-0001';
      const first = await limited.request('/api/orders', { json: body, headers: { 'Idempotency-Key': key } });
      expect(first.status).toBe(201);
      let status = 0;
      for (let i = 0; i < 40 && status !== 429; i++) status = (await limited.request('/api/orders', { json: {} })).status;
      expect(status).toBe(429);

      const again = await limited.request('/api/orders', { json: body, headers: { 'Idempotency-Key': key } });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(((await again.json()) as Order).id).toBe(((await first.json()) as Order).id);
      // A new request is still refused.
      expect((await limited.request('/api/orders', { json: body, headers: { 'Idempotency-Key': 'a-new-key-0002' } })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
