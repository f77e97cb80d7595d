import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type ApiErrorBody } from '@app/core';
import { stations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { orderBody, refusedOrder, rowCounts } from './booking-test-support';
import { ORDER_RATE_LIMIT } from './booking';

// POST /api/orders: "today" in BUSINESS_TIMEZONE across day boundaries and DST, and the rate limit.
// The default clock is 2026-11-20T15:00:00Z: Friday 20 November, 10:00 in New York.
let t: TestApp;
let stationId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  stationId = (await t.db.select().from(stations).where(eq(stations.isHidden, false)))[0]!.id;
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.set('2026-11-20T15:00:00Z');
});

const body = (over: Record<string, unknown> = {}) => orderBody(stationId, over);
const refused = (payload: unknown, status = 400) => refusedOrder(t, payload, status);

describe('POST /api/orders: dates in the business time zone', () => {
  it('counts the 7 days from the New York date late in the evening, when UTC is already tomorrow', async () => {
    // 04:30Z on Saturday 21 November is 23:30 on Friday 20 November in New York.
    t.clock.set('2026-11-21T04:30:00Z');
    expect((await t.request('/api/orders', { json: body({ preferredDate: '2026-11-27', alternativeDate: null }) })).status).toBe(201);
    // One hour later it is Saturday in New York too: Friday the 27th is now 6 days away.
    t.clock.set('2026-11-21T05:30:00Z');
    const err = await refused(body({ preferredDate: '2026-11-27', alternativeDate: null }));
    expect(err.fieldErrors?.preferredDate).toEqual([MESSAGES.preferredDateTooSoon]);
    expect((await t.request('/api/orders', { json: body({ preferredDate: '2026-11-30', alternativeDate: null }) })).status).toBe(201);
  });

  it('follows the spring-forward change (8 March 2026)', async () => {
    // 04:30Z on 9 March is 00:30 EDT on Monday 9 March (it would still be 8 March at EST's -5).
    t.clock.set('2026-03-09T04:30:00Z');
    const err = await refused(body({ preferredDate: '2026-03-15', alternativeDate: null }));
    expect(err.fieldErrors?.preferredDate).toEqual([MESSAGES.preferredDateTooSoon]);
    expect((await refused(body({ preferredDate: '2026-03-13', alternativeDate: null }))).fieldErrors?.preferredDate).toEqual([MESSAGES.preferredDateTooSoon]);
    expect((await t.request('/api/orders', { json: body({ preferredDate: '2026-03-16', alternativeDate: '2026-03-17' }) })).status).toBe(201);
  });

  it('follows the fall-back change (1 November 2026)', async () => {
    // 04:30Z on 2 November is 23:30 EST on Sunday 1 November (it would be 2 November at EDT's -4).
    t.clock.set('2026-11-02T04:30:00Z');
    const err = await refused(body({ preferredDate: '2026-11-08', alternativeDate: null }));
    expect(err.fieldErrors?.preferredDate).toEqual([MESSAGES.preferredDateWeekend]);
    const alt = await refused(body({ preferredDate: '2026-11-09', alternativeDate: '2026-11-07' }));
    expect(alt.fieldErrors?.alternativeDate).toEqual([MESSAGES.alternativeDateTooSoon]);
    expect((await t.request('/api/orders', { json: body({ preferredDate: '2026-11-09', alternativeDate: null }) })).status).toBe(201);
  });

  it('uses BUSINESS_TIMEZONE, not a fixed zone', async () => {
    // 15:00Z on 20 November is already 21 November in Tokyo: the 27th is then too soon.
    const tokyo = await createTestApp({ env: { RATE_LIMITS: 'off', BUSINESS_TIMEZONE: 'Asia/Tokyo' }, now: '2026-11-20T15:00:00Z' });
    try {
      const id = (await tokyo.db.select().from(stations).where(eq(stations.isHidden, false)))[0]!.id;
      const res = await tokyo.request('/api/orders', { json: body({ stationId: id, preferredDate: '2026-11-27', alternativeDate: null }) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).fieldErrors?.preferredDate).toEqual([MESSAGES.preferredDateTooSoon]);
    } finally {
      await tokyo.close();
    }
  });
});

describe('POST /api/orders: rate limit per client address', () => {
  it(`allows ${ORDER_RATE_LIMIT.limit} orders per window, then 429 with Retry-After`, async () => {
    const limited = await createTestApp();
    try {
      const id = (await limited.db.select().from(stations).where(eq(stations.isHidden, false)))[0]!.id;
      for (let i = 0; i < ORDER_RATE_LIMIT.limit; i++) {
        expect((await limited.request('/api/orders', { json: body({ stationId: id }) })).status).toBe(201);
      }
      const res = await limited.request('/api/orders', { json: body({ stationId: id }) });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await rowCounts(limited)).orders).toBe(ORDER_RATE_LIMIT.limit);
      limited.clock.advance(ORDER_RATE_LIMIT.windowMs);
      expect((await limited.request('/api/orders', { json: body({ stationId: id, preferredDate: '2026-12-07' }) })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('is off when RATE_LIMITS=off', async () => {
    for (let i = 0; i <= ORDER_RATE_LIMIT.limit; i++) {
      expect((await t.request('/api/orders', { json: body() })).status).toBe(201);
    }
  });
});
