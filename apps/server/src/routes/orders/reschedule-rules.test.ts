// New dates from the requester follow every rule a booking follows, with the same messages:
// weekdays, lead time, at most 12 months ahead, two different dates, and the station's blackouts.
import { MESSAGES, type ApiErrorBody, type Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-helpers';
import { verifiedUser } from '../auth/test-support';
import { visibleStationId } from '../../test/helpers';
import { orderBody } from './booking-test-support';

let t: AdminTestApp;
let stationId: string;
let cookie: string;
let order: Order;
beforeAll(async () => {
  // Friday 20 November 2026, 10:00 in New York.
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
  stationId = await visibleStationId(t);
  const user = await verifiedUser(t);
  cookie = user.cookie;
  const res = await t.request('/api/orders', { json: orderBody(stationId, { email: user.email }), headers: { Cookie: cookie } });
  expect(res.status).toBe(201);
  order = (await res.json()) as Order;
  const blackouts = await t.api(`/api/admin/stations/${stationId}/blackouts`, {
    method: 'PUT',
    json: { blackouts: [{ from: '2026-12-07', to: '2026-12-08', note: 'Holiday special' }] },
  });
  expect(blackouts.status).toBe(200);
}, 120_000);
afterAll(() => t.close());

const reschedule = (dates: Record<string, unknown>) => t.request(`/api/orders/${order.id}/reschedule`, { json: dates, headers: { Cookie: cookie } });

/** The refusal of new dates for the booking form's dates, as POST /api/orders answers it. */
async function bookingRefusal(dates: Record<string, unknown>) {
  const res = await t.request('/api/orders', { json: orderBody(stationId, { email: 'compare@example.test', ...dates }) });
  expect(res.status).toBe(400);
  return (await res.json()) as ApiErrorBody;
}

describe('new dates', () => {
  it.each([
    ['on a blackout date of the station', { preferredDate: '2026-12-07' }, 'preferredDate', MESSAGES.stationUnavailable],
    ['with the alternative on a blackout date', { preferredDate: '2026-12-02', alternativeDate: '2026-12-08' }, 'alternativeDate', MESSAGES.stationUnavailable],
    ['with the same date twice', { preferredDate: '2026-12-02', alternativeDate: '2026-12-02' }, 'alternativeDate', MESSAGES.alternativeDateSame],
    ['on a weekend', { preferredDate: '2026-12-05' }, 'preferredDate', undefined],
    ['too soon', { preferredDate: '2026-11-23' }, 'preferredDate', undefined],
    ['more than 12 months ahead', { preferredDate: '2027-12-01' }, 'preferredDate', undefined],
  ])('are refused %s, with the booking form’s message on the field, and the order keeps its dates', async (_case, dates, field, message) => {
    const res = await reschedule(dates);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiErrorBody;
    const booking = await bookingRefusal(dates);
    expect(body.fieldErrors?.[field]).toEqual(booking.fieldErrors?.[field]);
    expect(body.message).toBe(booking.message);
    if (message) expect(body.fieldErrors?.[field]).toEqual([message]);
    const now = (await (await t.request(`/api/orders/${order.id}`, { headers: { Cookie: cookie } })).json()) as Order;
    expect([now.preferredDate, now.alternativeDate]).toEqual([order.preferredDate, order.alternativeDate]);
  });

  it('are taken on an open weekday', async () => {
    expect((await reschedule({ preferredDate: '2026-12-09', alternativeDate: '2026-12-10' })).status).toBe(200);
  });
});
