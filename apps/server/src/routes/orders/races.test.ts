// One state change happens once. Simultaneous requests on one order (ten customer cancels, five
// operator changes, two undos, reschedules, the overdue job run by several servers) leave exactly
// one winner: one 200, the others 409 not_allowed_now, one event, one email, counters moved once.
// SQLite runs transactions one after the other; the api-postgres project runs this file on
// PostgreSQL, where the requests really overlap.
import { and, count, eq } from 'drizzle-orm';
import { UNDO_WINDOW_MS, type AdminOrderChange, type ApiErrorBody, type CurrentUser } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, stations } from '../../db/schema';
import { sendOverdueReminders } from '../../services/orders/send-overdue-reminders';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-helpers';
import { verifiedUser } from '../auth/test-support';
import { bookWithManageLink, manageTokenIn, orderBody } from './booking-test-support';

let t: AdminTestApp;
let stationId: string;
beforeAll(async () => {
  // Friday 20 November 2026, 10:00 in New York.
  t = await createAdminTestApp({ env: { PUBLIC_URL: 'http://spotlight.example', OPS_EMAIL: 'ops@spotlight.example', RATE_LIMITS: 'off' } });
  stationId = (await t.db.select({ id: stations.id }).from(stations).where(eq(stations.isHidden, false)).limit(1))[0]!.id;
}, 120_000);
afterAll(() => t.close());

const OPS = 'ops@spotlight.example';
const SLOT = { startsAt: '2026-12-15T09:30:00-06:00', format: 'remote' };
const me = async (cookie: string) => (await (await t.request('/api/auth/user', { headers: { Cookie: cookie } })).json()) as CurrentUser;
const adminPatch = (id: string, json: unknown) => t.api(`/api/admin/orders/${id}`, { method: 'PATCH', json });

const book = (email: string, cookie: string) => bookWithManageLink(t, orderBody(stationId, { email }), { Cookie: cookie });

/** Sends what the outbox holds (after any undo window) and returns the mails sent by this call. */
async function sentMails() {
  const before = t.transport.sent.length;
  t.clock.advance(UNDO_WINDOW_MS);
  await t.outbox.drain();
  return t.transport.sent.slice(before);
}

/** Statuses of `responses`, sorted, and every loser's error code. */
async function outcome(responses: Response[]) {
  const statuses = responses.map((r) => r.status).sort();
  const codes = await Promise.all(responses.filter((r) => r.status !== 200).map(async (r) => ((await r.json()) as ApiErrorBody).code));
  return { statuses, codes: [...new Set(codes)] };
}

const eventCount = async (orderId: string, kind: (typeof orderEvents.$inferSelect)['kind']) =>
  (
    await t.db
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)))
  )[0]?.n ?? 0;

const one200 = (n: number) => [200, ...Array<number>(n - 1).fill(409)];

describe('simultaneous changes to one order', () => {
  it('ten customer cancels of a confirmed booking: one 200, nine 409 not_allowed_now; one event, one team email, confirmedBookings down by one', async () => {
    const { cookie, email } = await verifiedUser(t);
    const { order } = await book(email, cookie);
    expect((await adminPatch(order.id, { status: 'booking_completed', slot: SLOT })).status).toBe(200);
    await sentMails();
    expect((await me(cookie)).profile?.confirmedBookings).toBe(1);

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.request(`/api/orders/${order.id}/cancel`, { json: { reason: `try ${i}` }, headers: { Cookie: cookie } })),
    );
    expect(await outcome(responses)).toEqual({ statuses: one200(10), codes: ['not_allowed_now'] });
    expect(await eventCount(order.id, 'cancel')).toBe(1);
    const mails = await sentMails();
    expect(mails.filter((m) => m.to === OPS)).toHaveLength(1);
    expect((await me(cookie)).profile?.confirmedBookings).toBe(0);
  });

  it('five operator "finished" changes: one makes the change, the others change nothing (409, or 200 without a changeId once it is done); totalSpent counts the order once', async () => {
    const { cookie, email } = await verifiedUser(t);
    const { order } = await book(email, cookie);
    expect((await adminPatch(order.id, { status: 'booking_completed', slot: SLOT })).status).toBe(200);
    const rate = (await t.db.select({ rate: stations.rate }).from(stations).where(eq(stations.id, stationId)))[0]?.rate ?? 0;
    expect(rate).toBeGreaterThan(0);

    const responses = await Promise.all(Array.from({ length: 5 }, () => adminPatch(order.id, { status: 'finished' })));
    const answers = await Promise.all(responses.map(async (r) => [r.status, (await r.json()) as AdminOrderChange & ApiErrorBody] as const));
    expect(answers.filter(([status, body]) => status === 200 && body.changeId)).toHaveLength(1);
    for (const [status, body] of answers) {
      if (status === 200) expect(body.status).toBe('finished');
      else expect([status, body.code]).toEqual([409, 'not_allowed_now']);
    }
    expect((await me(cookie)).profile?.totalSpent).toBe(rate);
    expect(await eventCount(order.id, 'status')).toBe(2);
    const requesterMails = (await sentMails()).filter((m) => m.to === order.email && m.subject.includes(order.orderNumber));
    expect(requesterMails).toHaveLength(2); // confirmed, then finished: once each
  });

  it('two undos of one change: one 200, the other 409 (or 404 once the change is gone); the counters move back once', async () => {
    const { cookie, email } = await verifiedUser(t);
    const { order } = await book(email, cookie);
    const patched = await adminPatch(order.id, { status: 'booking_completed', slot: SLOT });
    const { changeId } = (await patched.json()) as AdminOrderChange;
    expect((await me(cookie)).profile?.confirmedBookings).toBe(1);
    const responses = await Promise.all([0, 1].map(() => t.api('/api/admin/orders/undo', { json: { changeId } })));
    const { statuses, codes } = await outcome(responses);
    expect(statuses[0]).toBe(200);
    expect([
      [409, 'not_allowed_now'],
      [404, 'not_found'],
    ]).toContainEqual([statuses[1], codes[0]]);
    expect((await me(cookie)).profile?.confirmedBookings).toBe(0);
    expect((await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('pending');
  });

  it('the overdue reminder job run by several servers at once emails the team once', async () => {
    const late = await t.insertOrder({ createdAt: '2026-11-10T15:00:00Z', updatedAt: '2026-11-10T15:00:00Z' });
    await sentMails();
    const deps = { db: t.db, clock: t.clock, mailer: t.outbox, config: t.config };
    const queued = await Promise.all(Array.from({ length: 6 }, () => sendOverdueReminders({ deps })));
    expect(queued.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const reminders = (await sentMails()).filter((m) => m.subject === `Overdue: request ${late.orderNumber} is waiting for an answer`);
    expect(reminders).toHaveLength(1);
    expect(queued.filter((n) => n > 0)).toHaveLength(1);
  });
});

describe('simultaneous bulk actions over the same requests', () => {
  it('two operators changing the same requests at once, in opposite orders: both answered 200, one after the other (no deadlock)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push((await t.insertOrder({ stationId })).id);
    const bulk = (status: string, list: string[]) => t.api('/api/admin/orders/bulk', { json: { action: 'status', status, ids: list } });
    for (const [first, second] of [
      ['sent_to_station', 'booking'],
      ['booking', 'sent_to_station'],
      ['cancelled', 'pending'],
    ]) {
      const answers = await Promise.all([bulk(first!, ids), bulk(second!, [...ids].reverse())]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
    }
  });
});

describe('a closed order', () => {
  it('keeps its manage links dead after an operator reopens it; a later email brings a new one', async () => {
    const { cookie, email } = await verifiedUser(t);
    const { order, token } = await book(email, cookie);
    expect((await adminPatch(order.id, { status: 'booking_completed', slot: SLOT })).status).toBe(200);
    const confirmedLink = manageTokenIn((await sentMails()).find((m) => m.to === email)?.text);
    expect((await t.request(`/api/orders/by-manage-token?token=${confirmedLink}`)).status).toBe(200);
    expect((await t.request(`/api/orders/${order.id}/cancel?token=${token}`, { json: {} })).status).toBe(200);
    expect((await adminPatch(order.id, { status: 'pending' })).status).toBe(200);
    for (const dead of [token, confirmedLink]) {
      expect((await t.request(`/api/orders/by-manage-token?token=${dead}`)).status).toBe(404);
      expect((await t.request(`/api/orders/${order.id}?token=${dead}`)).status).toBe(404);
      expect((await t.request(`/api/orders/${order.id}/cancel?token=${dead}`, { json: {} })).status).toBe(404);
    }
    // The signed-in owner still reaches it.
    expect((await t.request(`/api/orders/${order.id}`, { headers: { Cookie: cookie } })).status).toBe(200);
    // Confirmed again: that email's link works.
    await sentMails();
    expect((await adminPatch(order.id, { status: 'booking_completed', slot: SLOT })).status).toBe(200);
    const newLink = manageTokenIn((await sentMails()).find((m) => m.to === email)?.text);
    expect((await t.request(`/api/orders/by-manage-token?token=${newLink}`)).status).toBe(200);
  });

  it('gives its manage link back when the operator undoes the cancellation: the change never happened', async () => {
    const { cookie, email } = await verifiedUser(t);
    const { order, token } = await book(email, cookie);
    const cancelled = await adminPatch(order.id, { status: 'cancelled', reason: 'Wrong request' });
    expect(cancelled.status).toBe(200);
    expect((await t.request(`/api/orders/by-manage-token?token=${token}`)).status).toBe(404);
    const { changeId } = (await cancelled.json()) as AdminOrderChange;
    expect((await t.api('/api/admin/orders/undo', { json: { changeId } })).status).toBe(200);
    expect((await t.request(`/api/orders/by-manage-token?token=${token}`)).status).toBe(200);
    expect((await t.request(`/api/orders/${order.id}/cancel?token=${token}`, { json: {} })).status).toBe(200);
  });
});
