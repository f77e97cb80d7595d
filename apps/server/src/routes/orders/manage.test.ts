// The requester's side of the booking lifecycle: the manage link in the receipt, cancel and
// change dates within the rules (signed in or through the link), the timeline without operator
// notes, the team told of every customer change, and profile counters with badges.
import { eq } from 'drizzle-orm';
import { UNDO_WINDOW_MS, type AdminOrderChange, type ApiErrorBody, type CurrentUser, type CustomerOrderEvent, type Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageLinks, orders, outbox, stations } from '../../db/schema';
import { sha256 } from '../../lib/random';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-helpers';
import { verifiedUser } from '../auth/test-support';
import { orderBody } from './booking-test-support';
import { parseCalendar } from '../../test/calendar';

let t: AdminTestApp;
let stationIds: string[];
beforeAll(async () => {
  // Friday 20 November 2026, 10:00 in New York.
  t = await createAdminTestApp({ env: { PUBLIC_URL: 'http://spotlight.example', OPS_EMAIL: 'ops@spotlight.example', RATE_LIMITS: 'off' } });
  // One visible station per market, so badge tests can reach several markets.
  const visible = await t.db.select().from(stations).where(eq(stations.isHidden, false));
  stationIds = [...new Map(visible.map((s) => [s.market, s.id])).values()];
});
afterAll(() => t.close());

const OPS = 'ops@spotlight.example';
const SLOT = { startsAt: '2026-12-15T09:30:00-06:00', format: 'remote' };

/** Books through POST /api/orders; returns the order and the manage token from the receipt email. */
async function book(over: Record<string, unknown> = {}, cookie?: string): Promise<{ order: Order; token: string; email: string }> {
  const res = await t.request('/api/orders', { json: orderBody(stationIds[0]!, over), headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(201);
  const order = (await res.json()) as Order;
  await t.outbox.drain();
  const receipt = t.transport.sent.find((m) => m.to === order.email && m.subject === `We received your booking request ${order.orderNumber}`);
  const token = /http:\/\/spotlight\.example\/manage\?token=([A-Za-z0-9_-]+)/.exec(receipt?.text ?? '')?.[1];
  expect(token, `a manage link in the receipt: ${JSON.stringify(t.transport.sent.map((m) => [m.to, m.subject]))}`).toBeTruthy();
  return { order, token: token!, email: order.email };
}

const cancel = (id: string, init: { token?: string; cookie?: string; reason?: string } = {}) =>
  t.request(`/api/orders/${id}/cancel${init.token ? `?token=${init.token}` : ''}`, {
    json: init.reason === undefined ? {} : { reason: init.reason },
    headers: init.cookie ? { Cookie: init.cookie } : {},
  });
const reschedule = (id: string, dates: Record<string, unknown>, init: { token?: string; cookie?: string } = {}) =>
  t.request(`/api/orders/${id}/reschedule${init.token ? `?token=${init.token}` : ''}`, { json: dates, headers: init.cookie ? { Cookie: init.cookie } : {} });
const history = async (id: string, query: string, cookie?: string) => {
  const res = await t.request(`/api/orders/${id}/history${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as CustomerOrderEvent[];
};
const adminPatch = (id: string, json: unknown) => t.api(`/api/admin/orders/${id}`, { method: 'PATCH', json });
/** Sends what the outbox holds (after any undo window) and returns the mails sent by this call. */
async function sentMails() {
  const before = t.transport.sent.length;
  t.clock.advance(UNDO_WINDOW_MS);
  await t.outbox.drain();
  return t.transport.sent.slice(before);
}

describe('the manage link', () => {
  it('comes in the receipt (each later email carries a link of its own); by-manage-token, GET /:id?token= and /history?token= answer its order; only its hash is stored', async () => {
    const { order, token } = await book({ email: 'link@example.test' });
    const receipt = t.transport.sent.find((m) => m.text.includes(token))!;
    expect(receipt.to).toBe('link@example.test');
    expect(t.transport.sent.filter((m) => m.text.includes(token))).toHaveLength(1);
    expect(await t.db.select({ tokenHash: manageLinks.tokenHash }).from(manageLinks).where(eq(manageLinks.orderId, order.id))).toEqual([
      { tokenHash: sha256(token) },
    ]);
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 random bits, base64url
    // Nor does the sent email stay in the database with the link: only its address and subject.
    const kept = await t.db.select().from(outbox).where(eq(outbox.to, 'link@example.test'));
    expect(kept.map(({ status, subject, text, html, attachments }) => ({ status, subject, text, html, attachments }))).toEqual([
      { status: 'sent', subject: `We received your booking request ${order.orderNumber}`, text: '', html: null, attachments: null },
    ]);

    const byToken = await t.request(`/api/orders/by-manage-token?token=${token}`);
    expect(byToken.status).toBe(200);
    expect(await byToken.json()).toMatchObject({ id: order.id, orderNumber: order.orderNumber, slot: null, customerStatus: 'pending' });
    expect(await (await t.request(`/api/orders/${order.id}?token=${token}`)).json()).toMatchObject({ id: order.id });
    expect(await history(order.id, `?token=${token}`)).toEqual([
      { at: order.createdAt, actor: 'customer', kind: 'created', from: null, to: 'pending', reason: null },
    ]);

    expect((await t.request('/api/orders/by-manage-token?token=wrong')).status).toBe(404);
    expect((await t.request('/api/orders/by-manage-token')).status).toBe(400);
  });

  it('gives 404 for an order the caller cannot see: no caller, another order’s token, another user', async () => {
    const { order } = await book({ email: 'mine@example.test' });
    const other = await book({ email: 'other@example.test' });
    const stranger = await verifiedUser(t);
    for (const [path, cookie] of [
      [`/api/orders/${order.id}`, undefined],
      [`/api/orders/${order.id}?token=${other.token}`, undefined],
      [`/api/orders/${order.id}/history`, stranger.cookie],
      [`/api/orders/${order.id}/history?token=nope`, undefined],
    ] as const) {
      const res = await t.request(path, { headers: cookie ? { Cookie: cookie } : {} });
      expect(res.status, path).toBe(404);
    }
    expect((await cancel(order.id, { token: other.token })).status).toBe(404);
    expect((await reschedule(order.id, { preferredDate: '2026-12-02' }, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: 'pending', preferredDate: '2026-11-27' });
  });
});

describe('cancel', () => {
  it('through the link while pending: 200 cancelled with the reason, a customer event, the team emailed with Reply-To the requester; the link then stops working', async () => {
    const { order, token } = await book({ email: 'cancel@example.test' });
    await sentMails();
    const res = await cancel(order.id, { token, reason: 'Client is ill' });
    expect(res.status).toBe(200);
    const cancelled = (await res.json()) as Order;
    expect(cancelled).toMatchObject({ id: order.id, status: 'cancelled', customerStatus: 'cancelled', cancelReason: 'Client is ill' });
    // The station as the public sees it: never its contact fields, which the team's email carries.
    expect(cancelled.station).toEqual(order.station);
    expect(cancelled.station).not.toHaveProperty('contactEmail');
    const mails = await sentMails();
    // The team is told, and the requester gets their own confirmation (answers go to the team).
    expect(mails.map((m) => [m.to, m.subject, m.replyTo])).toEqual([
      [OPS, `Request ${order.orderNumber} cancelled by the customer: ${order.station!.callLetters} (${order.station!.market})`, 'cancel@example.test'],
      ['cancel@example.test', `Your booking request was cancelled: request ${order.orderNumber}`, OPS],
    ]);
    expect(mails[0]!.text).toContain('Reason: Client is ill');
    expect(mails[1]!.text).toContain('Reason: Client is ill');
    // Their own cancel is no surprise to them.
    expect(mails[1]!.text).toContain(`As you asked, your request to book ${order.clientName} on`);
    expect(mails[1]!.text).not.toContain('If you did not expect this');
    expect(mails[1]!.attachments ?? null).toBeNull();
    // A cancelled order's link no longer works.
    expect((await t.request(`/api/orders/by-manage-token?token=${token}`)).status).toBe(404);
    expect((await cancel(order.id, { token })).status).toBe(404);
    const admin = (await (await t.api(`/api/admin/orders/${order.id}`)).json()) as AdminOrderChange;
    expect(admin.events?.map((e) => [e.kind, e.actor, e.from, e.to, e.reason])).toEqual([['cancel', 'customer', 'pending', 'cancelled', 'Client is ill']]);
  });

  it('a confirmed booking until 48 hours before its slot; 409 not_allowed_now after that, and once cancelled or completed', async () => {
    const { cookie, email } = await verifiedUser(t);
    const early = await book({ email }, cookie);
    const late = await book({ email }, cookie);
    // Now is Friday 20 November; slots 5 days and 40 hours ahead.
    const inDays = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
    expect((await adminPatch(early.order.id, { status: 'booking_completed', slot: { ...SLOT, startsAt: inDays(5 * 24) } })).status).toBe(200);
    expect((await adminPatch(late.order.id, { status: 'booking_completed', slot: { ...SLOT, startsAt: inDays(40) } })).status).toBe(200);
    const refused = await cancel(late.order.id, { cookie });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ApiErrorBody).code).toBe('not_allowed_now');
    t.clock.advance(UNDO_WINDOW_MS);
    await sentMails();
    expect((await cancel(early.order.id, { cookie })).status).toBe(200);
    // The requester's cancellation withdraws the calendar entry: same UID, a higher SEQUENCE.
    const withdrawn = (await sentMails()).find((m) => m.to === email)!;
    expect(withdrawn.subject).toBe(`Your booking request was cancelled: request ${early.order.orderNumber}`);
    expect(parseCalendar(withdrawn.attachments![0]!.content)).toMatchObject({ uid: `${early.order.id}@spotlight.example`, sequence: 1, status: 'CANCELLED' });
    const again = await cancel(early.order.id, { cookie });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiErrorBody).code).toBe('not_allowed_now');
  });

  it("within an operator's undo window ends that change: its confirmation never leaves, the cancellation is the last word, and Undo answers 409", async () => {
    const { order, token, email } = await book({ email: 'changed-mind@example.test' });
    const other = await book({ email: 'bulk-neighbour@example.test' });
    const res = await t.api('/api/admin/orders/bulk', {
      json: { action: 'status', status: 'booking_completed', slot: SLOT, ids: [order.id, other.order.id] },
    });
    expect(res.status).toBe(200);
    const { changeId } = (await res.json()) as AdminOrderChange;
    expect((await cancel(order.id, { token })).status).toBe(200);

    const undo = await t.api('/api/admin/orders/undo', { json: { changeId } });
    expect(undo.status).toBe(409);
    expect(((await undo.json()) as ApiErrorBody).code).toBe('not_allowed_now');
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('cancelled');

    const mails = await sentMails();
    expect(mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([`Your booking request was cancelled: request ${order.orderNumber}`]);
    // The bulk change's email about the other order still leaves.
    expect(mails.filter((m) => m.to === other.email).map((m) => m.subject)).toEqual([`Your booking is confirmed: request ${other.order.orderNumber}`]);
  });
});

describe('change dates', () => {
  it('while pending, under the booking date rules; the team is told; 409 once confirmed', async () => {
    const { cookie, email } = await verifiedUser(t);
    const { order } = await book({ email }, cookie);
    await sentMails();
    const weekend = await reschedule(order.id, { preferredDate: '2026-12-05' }, { cookie });
    expect(weekend.status).toBe(400);
    expect(((await weekend.json()) as ApiErrorBody).fieldErrors?.['preferredDate']).toEqual(['Interviews are only available Monday through Friday']);
    expect((await reschedule(order.id, { preferredDate: '2026-11-23' }, { cookie })).status).toBe(400);

    const res = await reschedule(order.id, { preferredDate: '2026-12-02', alternativeDate: '2026-12-03' }, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ preferredDate: '2026-12-02', alternativeDate: '2026-12-03', customerStatus: 'pending' });
    const mails = await sentMails();
    expect(mails.map((m) => [m.to, m.subject, m.replyTo])).toEqual([
      [OPS, `New dates proposed for request ${order.orderNumber}: ${order.station!.callLetters} (${order.station!.market})`, email],
    ]);
    expect(mails[0]!.text).toContain('Before: Fri, Nov 27, 2026 (alternative Mon, Nov 30, 2026). Now: Wed, Dec 2, 2026 (alternative Thu, Dec 3, 2026).');

    // The same dates again (the form opens on them; a retry): 200 with the order, and nothing
    // else: no 'Before: X. Now: X' email to the team, no timeline entry.
    const eventsBefore = (await history(order.id, '', cookie)).length;
    const same = await reschedule(order.id, { preferredDate: '2026-12-02', alternativeDate: '2026-12-03' }, { cookie });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ preferredDate: '2026-12-02', alternativeDate: '2026-12-03' });
    expect(await sentMails()).toEqual([]);
    expect(await history(order.id, '', cookie)).toHaveLength(eventsBefore);

    expect((await adminPatch(order.id, { status: 'booking_completed', slot: SLOT })).status).toBe(200);
    const late = await reschedule(order.id, { preferredDate: '2026-12-09' }, { cookie });
    expect(late.status).toBe(409);
    expect(((await late.json()) as ApiErrorBody).code).toBe('not_allowed_now');
  });
});

describe('the timeline', () => {
  it('shows every customer-visible change in order, operators unnamed, and never an operator note', async () => {
    const { cookie, email } = await verifiedUser(t);
    const { order } = await book({ email }, cookie);
    t.clock.advance(60_000);
    await reschedule(order.id, { preferredDate: '2026-12-02' }, { cookie });
    t.clock.advance(60_000);
    await t.api(`/api/admin/orders/${order.id}/notes`, { json: { text: 'Internal: client is difficult' } });
    t.clock.advance(60_000);
    await adminPatch(order.id, { status: 'booking_completed', slot: SLOT });
    const timeline = await history(order.id, '', cookie);
    // The station's own time zone, recorded with the slot.
    const timeZone = (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.slotTimeZone;
    expect(timeline.map((e) => [e.kind, e.actor, e.to])).toEqual([
      ['created', 'customer', 'pending'],
      ['reschedule', 'customer', JSON.stringify({ preferredDate: '2026-12-02', alternativeDate: null })],
      ['status', 'operator', 'booking_completed'],
      ['slot', 'operator', JSON.stringify({ startsAt: SLOT.startsAt, timeZone, format: 'remote', callTime: null, producerNote: null })],
    ]);
    expect(JSON.stringify(timeline)).not.toContain('difficult');
    expect(JSON.stringify(timeline)).not.toContain('operator@');
    expect(JSON.stringify(await (await t.request(`/api/orders/${order.id}`, { headers: { Cookie: cookie } })).json())).not.toContain('difficult');
    const mine = (await (await t.request('/api/orders', { headers: { Cookie: cookie } })).json()) as Order[];
    expect(mine[0]).toMatchObject({ id: order.id, slot: { startsAt: SLOT.startsAt, format: 'remote' } });
  });
});

describe('profile counters and badges', () => {
  const me = async (cookie: string) => (await (await t.request('/api/auth/user', { headers: { Cookie: cookie } })).json()) as CurrentUser;

  it('First Request with the first booking, First Confirmed when confirmed, Three Markets, each once; totalSpent counts completed orders only', async () => {
    const { cookie, email } = await verifiedUser(t);
    expect(await me(cookie)).toMatchObject({ profile: { totalBookings: 0, confirmedBookings: 0, totalSpent: 0 }, badges: [] });
    const rated = (await t.db.select().from(stations).where(eq(stations.id, stationIds[0]!)))[0]!;
    const first = await book({ email }, cookie);
    expect((await me(cookie)).badges?.map((b) => b.name)).toEqual(['First Request']);
    await book({ email }, cookie);
    expect((await me(cookie)).badges?.map((b) => b.name)).toEqual(['First Request']);

    t.clock.advance(1000);
    await adminPatch(first.order.id, { status: 'booking_completed', slot: SLOT });
    let user = await me(cookie);
    expect(user.profile).toEqual({ totalBookings: 2, confirmedBookings: 1, totalSpent: 0 });
    expect(user.badges).toEqual([
      { name: 'First Request', description: 'Sent your first booking request', icon: '📨', earnedAt: first.order.createdAt },
      { name: 'First Confirmed', description: 'Your first booking was confirmed', icon: '✅', earnedAt: t.clock.now().toISOString() },
    ]);
    await adminPatch(first.order.id, { status: 'finished' });
    expect((await me(cookie)).profile).toEqual({ totalBookings: 2, confirmedBookings: 1, totalSpent: rated.rate ?? 0 });
    // Leaving confirmed does not take an earned badge away, nor earn it twice on return.
    await adminPatch(first.order.id, { status: 'pending' });
    await adminPatch(first.order.id, { status: 'booking_completed' });
    user = await me(cookie);
    expect(user.badges?.map((b) => b.name)).toEqual(['First Request', 'First Confirmed']);

    await book({ email, stationId: stationIds[1] }, cookie);
    expect((await me(cookie)).badges?.map((b) => b.name)).not.toContain('Three Markets');
    await book({ email, stationId: stationIds[2] }, cookie);
    expect((await me(cookie)).badges?.map((b) => b.name)).toContain('Three Markets');
  });

  it('Five Confirmed and Ten Aired at their thresholds', async () => {
    const { cookie, email } = await verifiedUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await book({ email }, cookie)).order.id);
    for (const [i, id] of ids.entries()) {
      await adminPatch(id, { status: 'booking_completed', slot: SLOT });
      const names = (await me(cookie)).badges?.map((b) => b.name) ?? [];
      expect(names.includes('Five Confirmed'), `after ${i + 1} confirmed`).toBe(i + 1 >= 5);
    }
    for (const [i, id] of ids.entries()) {
      await adminPatch(id, { status: 'finished' });
      const names = (await me(cookie)).badges?.map((b) => b.name) ?? [];
      expect(names.includes('Ten Aired'), `after ${i + 1} aired`).toBe(i + 1 >= 10);
    }
  });
});
