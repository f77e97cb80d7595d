import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order, OrderStatus } from '@app/core';
import { orders, stations, userProfiles, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordOrderStatusChanged } from '../../services/profiles/record-order-status-changed';
import { createTestApp, type TestApp } from '../../test/helpers';
import { login, register, tokenFromMail, uniqueEmail, verifiedUser } from '../auth/test-support';

let t: TestApp;
let rated: { id: string; rate: number };
let other: { id: string; rate: number | null };
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  const visible = await t.db.select().from(stations).where(eq(stations.isHidden, false));
  const withRate = visible.filter((s) => s.rate !== null);
  rated = { id: withRate[0]!.id, rate: withRate[0]!.rate! };
  other = { id: withRate[1]!.id, rate: withRate[1]!.rate };
});
afterAll(() => t.close());

/** Books through the real POST /api/orders, signed in when a cookie is given. */
async function book(fields: { email: string; clientName?: string; agencyName?: string; stationId?: string }, cookie?: string): Promise<Order> {
  const res = await t.request('/api/orders', {
    json: {
      agencyName: fields.agencyName ?? '',
      clientName: fields.clientName ?? 'Client One',
      contactName: 'Casey Contact',
      email: fields.email,
      phone: '',
      interviewTopic: 'Winter recipes',
      preferredDate: '2026-12-01',
      alternativeDate: '',
      notes: '',
      stationId: fields.stationId ?? rated.id,
    },
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Order;
}

/** What an operator's status change does to an order and its owner's counters. */
function setStatus(order: Order, status: OrderStatus): Promise<void> {
  return inTransaction(t.db, async (tx) => {
    const row = (await tx.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    const station = row.stationId ? (await tx.select().from(stations).where(eq(stations.id, row.stationId)))[0] : undefined;
    await tx.update(orders).set({ status }).where(eq(orders.id, order.id));
    await recordOrderStatusChanged({
      tx,
      order: { userId: row.userId, email: row.email, stationRate: station?.rate ?? null },
      before: row.status,
      after: status,
      clock: t.clock,
    });
  });
}

const mine = async (cookie: string, qs = '') => {
  const res = await t.request(`/api/orders${qs}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as Order[];
};

const profileOf = async (email: string) => {
  const user = (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
  return (await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0];
};

describe('GET /api/orders', () => {
  it('gives 401 JSON, no-store, when signed out', async () => {
    const res = await t.request('/api/orders');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it("lists the user's requests newest first, each with customerStatus and its station", async () => {
    const { email, cookie } = await verifiedUser(t);
    const first = await book({ email, clientName: 'First' }, cookie);
    t.clock.advance(60_000);
    const second = await book({ email, clientName: 'Second', stationId: other.id }, cookie);
    await setStatus(first, 'booking_completed');
    const list = await mine(cookie);
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({ status: 'booking_completed', customerStatus: 'confirmed', orderNumber: first.orderNumber });
    expect(list[0]!.station).toMatchObject({ id: other.id });
    expect(list[0]!.station).not.toHaveProperty('contactEmail');
  });

  it("never shows one user's requests to another, and gives no way to change them", async () => {
    const alice = await verifiedUser(t);
    const bob = await verifiedUser(t);
    const order = await book({ email: alice.email, clientName: 'Alice Client' }, alice.cookie);
    expect((await mine(bob.cookie)).map((o) => o.id)).not.toContain(order.id);
    expect((await mine(bob.cookie, `?agencyName=${encodeURIComponent('')}`)).map((o) => o.id)).not.toContain(order.id);
    const byEmail = await t.request(`/api/orders/by-email?email=${encodeURIComponent(alice.email)}`, { headers: { Cookie: bob.cookie } });
    expect(byEmail.status).toBe(403);
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const res = await t.request(`/api/orders/${order.id}`, { method, json: { status: 'cancelled', clientName: 'Hacked' }, headers: { Cookie: bob.cookie } });
      expect([401, 403, 404, 405]).toContain(res.status);
    }
    const admin = await t.request(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'cancelled' }, headers: { Cookie: bob.cookie } });
    expect(admin.status).toBe(401);
    const stored = (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect(stored).toMatchObject({ status: 'pending', clientName: 'Alice Client' });
    expect((await mine(alice.cookie)).map((o) => o.id)).toContain(order.id);
  });

  it('joins guest requests made with the email to the account at verification, not before', async () => {
    const email = uniqueEmail('guest');
    const guestOrder = await book({ email, clientName: 'Booked As Guest' });
    await register(t, { email });
    const cookie = await login(t, email);
    expect(await mine(cookie)).toEqual([]); // an unverified address proves nothing
    const token = await tokenFromMail(t, email, '/verify-email');
    await t.request(`/api/auth/verify-email?token=${token}`, { headers: { Cookie: cookie } });
    const list = await mine(cookie);
    expect(list.map((o) => o.id)).toEqual([guestOrder.id]);
    const user = (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
    expect((await t.db.select().from(orders).where(eq(orders.id, guestOrder.id)))[0]!.userId).toBe(user.id);
    expect(await profileOf(email)).toMatchObject({ totalBookings: 1, confirmedBookings: 0, totalSpent: 0 });
  });

  it('shows requests others made with the verified email, but not to an unverified account', async () => {
    const verified = await verifiedUser(t);
    const guestOrder = await book({ email: verified.email.toUpperCase() });
    expect((await mine(verified.cookie)).map((o) => o.id)).toContain(guestOrder.id);

    const { email } = await register(t);
    const cookie = await login(t, email);
    const ownOrder = await book({ email: 'someone-else@example.test' }, cookie);
    await book({ email });
    expect((await mine(cookie)).map((o) => o.id)).toEqual([ownOrder.id]);
  });

  it('filters by ?agencyName=, case-insensitively', async () => {
    const { email, cookie } = await verifiedUser(t, { userType: 'agency', agencyName: 'Bright PR' });
    const a = await book({ email, agencyName: 'Bright PR' }, cookie);
    await book({ email, agencyName: 'Other Agency' }, cookie);
    expect((await mine(cookie, '?agencyName=bright%20pr')).map((o) => o.id)).toEqual([a.id]);
    expect(await mine(cookie, '?agencyName=Nobody')).toEqual([]);
  });
});

describe('GET /api/orders/overview and the profile counters', () => {
  it('counts requests by customer status and by client, with totals kept in step with status changes', async () => {
    const { email, cookie } = await verifiedUser(t, { userType: 'agency', agencyName: `Overview ${Date.now()}` });
    const o1 = await book({ email, clientName: 'Dana Chef' }, cookie);
    const o2 = await book({ email, clientName: 'dana chef ' }, cookie);
    const o3 = await book({ email, clientName: 'Eli Author', stationId: other.id }, cookie);
    const o4 = await book({ email, clientName: 'Eli Author' }, cookie);
    await setStatus(o1, 'booking_completed');
    await setStatus(o2, 'finished');
    await setStatus(o3, 'cancelled');
    await setStatus(o4, 'sent_to_station');
    const res = await t.request('/api/orders/overview', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      totalBookings: 4,
      confirmedBookings: 2,
      // Only the completed booking is paid; the confirmed one is not yet.
      totalSpent: rated.rate,
      byStatus: { pending: 1, confirmed: 1, completed: 1, cancelled: 1 },
      byClient: [
        { clientName: 'Dana Chef', total: 2, confirmed: 2 },
        { clientName: 'Eli Author', total: 2, confirmed: 0 },
      ],
    });
    // Moving back out of confirmed takes the booking off again; leaving completed takes its rate off.
    await setStatus(o1, 'cancelled');
    expect(await profileOf(email)).toMatchObject({ totalBookings: 4, confirmedBookings: 1, totalSpent: rated.rate });
    await setStatus(o2, 'booking');
    expect(await profileOf(email)).toMatchObject({ totalBookings: 4, confirmedBookings: 0, totalSpent: 0 });
  });

  it('gives 401 when signed out and zeros for a user with no requests', async () => {
    expect((await t.request('/api/orders/overview')).status).toBe(401);
    const { cookie } = await verifiedUser(t);
    const res = await t.request('/api/orders/overview', { headers: { Cookie: cookie } });
    expect(await res.json()).toEqual({
      totalBookings: 0,
      confirmedBookings: 0,
      totalSpent: 0,
      byStatus: { pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
      byClient: [],
    });
  });

  it('counts a guest booking made with a verified account’s email for that account', async () => {
    const { email } = await verifiedUser(t);
    await book({ email });
    expect(await profileOf(email)).toMatchObject({ totalBookings: 1 });
  });
});
