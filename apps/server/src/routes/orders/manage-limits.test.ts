// Anyone who books holds a manage link, and each customer change emails the provider's team:
// changes are rate limited per link (or account) and per client address, and a burst of changes
// to one order reaches the team as one email that sums them up.
import { UNDO_WINDOW_MS, type ApiErrorBody, type Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visibleStationId, type TestApp } from '../../test/helpers';
import { bookWithManageLink, orderBody } from './booking-test-support';
import { MANAGE_RATE_LIMIT } from './manage-limits';

const OPS = 'ops@spotlight.example';
let t: TestApp;
let stationId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://spotlight.example', OPS_EMAIL: OPS } });
  stationId = await visibleStationId(t);
}, 120_000);
afterAll(() => t.close());

let n = 0;
const book = () => bookWithManageLink(t, orderBody(stationId, { email: `limits${++n}@example.test` }));

const DATES = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'];
const reschedule = (order: Order, token: string, i: number) =>
  t.request(`/api/orders/${order.id}/reschedule?token=${token}`, { json: { preferredDate: DATES[i % DATES.length] } });

/** Sends what the outbox holds once every hold has passed; the mails sent by this call. */
async function sentMails() {
  const before = t.transport.sent.length;
  t.clock.advance(UNDO_WINDOW_MS);
  await t.outbox.drain();
  return t.transport.sent.slice(before);
}

/** Lets every rate-limit window of this file pass. */
const nextWindow = () => t.clock.advance(MANAGE_RATE_LIMIT.perCaller.windowMs + 1000);

describe('customer changes', () => {
  it('a burst of changes to one order reaches the team as one email that sums it up, with the dates from before the burst', async () => {
    const { order, token } = await book();
    for (let i = 0; i < 4; i++) expect((await reschedule(order, token, i)).status).toBe(200);
    const mails = (await sentMails()).filter((m) => m.to === OPS);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`New dates proposed for request ${order.orderNumber}: ${order.station!.callLetters} (${order.station!.market})`);
    expect(mails[0]!.text).toContain('Before: Fri, Nov 27, 2026 (alternative Mon, Nov 30, 2026). Now: Fri, Dec 4, 2026.');
    expect(mails[0]!.text).toContain('This email sums up 4 changes the customer made in quick succession; it shows the latest.');

    // After the burst has been told, the next change is an email of its own; a cancel right
    // after a reschedule is one cancel email.
    expect((await reschedule(order, token, 5)).status).toBe(200);
    expect((await t.request(`/api/orders/${order.id}/cancel?token=${token}`, { json: { reason: 'Changed plans' } })).status).toBe(200);
    const next = (await sentMails()).filter((m) => m.to === OPS);
    expect(next.map((m) => m.subject)).toEqual([
      `Request ${order.orderNumber} cancelled by the customer: ${order.station!.callLetters} (${order.station!.market})`,
    ]);
    expect(next[0]!.text).toContain('sums up 2 changes');
    nextWindow();
  });

  it(`are limited to ${MANAGE_RATE_LIMIT.perCaller.limit} per manage link per hour: then 429 with Retry-After, and nothing changes`, async () => {
    const { order, token } = await book();
    for (let i = 0; i < MANAGE_RATE_LIMIT.perCaller.limit; i++) expect((await reschedule(order, token, i)).status).toBe(200);
    const refused = await reschedule(order, token, 3);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ApiErrorBody).code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.request(`/api/orders/${order.id}/cancel?token=${token}`, { json: {} })).status).toBe(429);
    const current = (await (await t.request(`/api/orders/${order.id}?token=${token}`)).json()) as Order;
    expect(current).toMatchObject({ status: 'pending', preferredDate: DATES[(MANAGE_RATE_LIMIT.perCaller.limit - 1) % DATES.length] });
    // Another order's link is counted on its own.
    const other = await book();
    expect((await reschedule(other.order, other.token, 0)).status).toBe(200);
    nextWindow();
    expect((await reschedule(order, token, 0)).status).toBe(200);
    nextWindow();
  });

  it(`are limited to ${MANAGE_RATE_LIMIT.perAddress.limit} per client address per 15 minutes, across links`, async () => {
    const links = await Promise.all([book(), book(), book(), book()]);
    for (let i = 0; i < MANAGE_RATE_LIMIT.perAddress.limit; i++) {
      const { order, token } = links[i % links.length]!;
      expect((await reschedule(order, token, i)).status).toBe(200);
    }
    const fresh = await book();
    expect((await reschedule(fresh.order, fresh.token, 0)).status).toBe(429);
    nextWindow();
  });
});
