// The operator's side of the booking lifecycle: the booked slot, the undo window that holds the
// customer's email back, the history rows of every change, notes, proof of airing, and overdue
// requests. Real app, real SQLite file.
import { and, eq } from 'drizzle-orm';
import { UNDO_WINDOW_MS, type AdminOrder, type AdminOrderDetails, type AdminOrderChange, type Analytics, type ApiErrorBody } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outbox, stations } from '../../db/schema';
import { sendOverdueReminders } from '../../services/orders/send-overdue-reminders';
import { parseCalendar } from '../../test/calendar';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
beforeAll(async () => {
  // Friday 20 November 2026, 10:00 in New York.
  t = await createAdminTestApp({ env: { PUBLIC_URL: 'https://spotlight.example', OPS_EMAIL: 'ops@spotlight.example' } });
});
afterAll(() => t.close());

const SLOT = { startsAt: '2026-12-15T09:30:00-06:00', format: 'in_studio', callTime: '08:45', producerNote: 'Bring two finished dishes' };
const patch = (id: string, json: unknown) => t.api(`/api/admin/orders/${id}`, { method: 'PATCH', json });
const undo = (changeId: string) => t.api('/api/admin/orders/undo', { json: { changeId } });
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = async (id: string) => await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));

/** Sends what is due now and returns the mails this call sent. */
async function drainNow() {
  const before = t.transport.sent.length;
  await t.outbox.drain();
  return t.transport.sent.slice(before);
}

/** An order on a Texas station (Central time). */
async function texasOrder(fields: Parameters<AdminTestApp['insertOrder']>[0] = {}) {
  const texas = (await t.db.select().from(stations).where(eq(stations.state, 'TX')))[0]!;
  return t.insertOrder({ stationId: texas.id, ...fields });
}

describe('completing a booking records the slot', () => {
  it('refuses booking_completed without a slot (400 naming the slot) and without a start time or format', async () => {
    const order = await t.insertOrder();
    const res = await patch(order.id, { status: 'booking_completed' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.message).toBe('A booked slot (start time and format) is required to complete a booking');
    expect(body.fieldErrors?.['slot']).toEqual(['A booked slot (start time and format) is required to complete a booking']);
    for (const slot of [
      { format: 'remote' },
      { startsAt: '2026-12-15T09:30:00-06:00' },
      { startsAt: '2026-12-15 09:30', format: 'remote' },
      { ...SLOT, format: 'phone' },
      { ...SLOT, callTime: '9am' },
      { ...SLOT, timeZone: 'Mars/Olympus' },
    ]) {
      expect((await patch(order.id, { status: 'booking_completed', slot })).status, JSON.stringify(slot)).toBe(400);
    }
    expect((await rowOf(order.id)).status).toBe('pending');
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it('stores the slot (the station’s time zone by default), answers a changeId, writes status and slot events, and holds the email for the undo window', async () => {
    const order = await texasOrder();
    await drainNow();
    const res = await patch(order.id, { status: 'booking_completed', slot: SLOT });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminOrderChange;
    expect(body.slot).toEqual({
      startsAt: SLOT.startsAt,
      timeZone: 'America/Chicago',
      format: 'in_studio',
      callTime: '08:45',
      producerNote: 'Bring two finished dishes',
    });
    expect(body.changeId).toEqual(expect.any(String));
    expect(body.events?.map((e) => [e.kind, e.actor, e.from, e.internal])).toEqual([
      ['status', 'admin:operator', 'pending', false],
      ['slot', 'admin:operator', null, false],
    ]);

    // Nothing leaves during the undo window.
    t.clock.advance(UNDO_WINDOW_MS - 1000);
    expect(await drainNow()).toEqual([]);
    t.clock.advance(1000);
    const [mail, ...rest] = await drainNow();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: order.email, subject: `Your booking is confirmed: request ${order.orderNumber}`, replyTo: 'ops@spotlight.example' });
    // The slot in the station's local time.
    expect(mail!.text).toContain('Tuesday, December 15, 2026 at 9:30 AM CST');
    expect(mail!.text).toContain('Call time: 08:45');
    const ics = mail!.attachments?.find((a) => a.filename === 'interview.ics');
    expect(ics?.contentType).toContain('text/calendar');
    const cal = parseCalendar(ics!.content);
    expect(cal).toMatchObject({ method: 'PUBLISH', uid: `${order.id}@spotlight.example`, sequence: 0, status: 'CONFIRMED' });
    expect(cal.start.toISOString()).toBe('2026-12-15T15:30:00.000Z');
  });

  it('a changed slot sends an updated calendar file: same UID, higher SEQUENCE; an unchanged one sends nothing', async () => {
    const order = await texasOrder();
    await patch(order.id, { status: 'booking_completed', slot: SLOT });
    t.clock.advance(UNDO_WINDOW_MS);
    await drainNow();
    expect((await (await patch(order.id, { slot: SLOT })).json()) as AdminOrderChange).toMatchObject({ changeId: null });
    const moved = await patch(order.id, { slot: { ...SLOT, startsAt: '2026-12-16T14:00:00-06:00', format: 'remote' } });
    expect(moved.status).toBe(200);
    t.clock.advance(UNDO_WINDOW_MS);
    const [mail, ...rest] = await drainNow();
    expect(rest).toEqual([]);
    expect(mail!.subject).toBe(`Your booking was updated: request ${order.orderNumber}`);
    expect(mail!.text).toContain('Wednesday, December 16, 2026 at 2:00 PM CST');
    const cal = parseCalendar(mail!.attachments![0]!.content);
    expect(cal).toMatchObject({ uid: `${order.id}@spotlight.example`, sequence: 1 });
    expect(cal.start.toISOString()).toBe('2026-12-16T20:00:00.000Z');
    expect((await eventsOf(order.id)).filter((e) => e.kind === 'slot')).toHaveLength(2);
  });
});

describe('Undo', () => {
  it('within 10 seconds puts the order back, cancels the customer email before it leaves, and hides the change from the customer', async () => {
    const order = await t.insertOrder();
    await drainNow();
    const { changeId } = (await (await patch(order.id, { status: 'booking_completed', slot: SLOT })).json()) as AdminOrderChange;
    t.clock.advance(UNDO_WINDOW_MS - 2000);
    const res = await undo(changeId!);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ undone: [order.id] });
    expect(await rowOf(order.id)).toMatchObject({ status: 'pending', slotStartsAt: null, slotFormat: null });
    t.clock.advance(60_000);
    expect(await drainNow()).toEqual([]);
    expect((await t.db.select().from(outbox).where(eq(outbox.changeId, changeId!))).map((r) => r.status)).toEqual(['cancelled']);
    // Only the operator-only undo record stays.
    expect((await eventsOf(order.id)).map((e) => [e.kind, e.internal])).toEqual([['undo', true]]);
    // Undoing twice finds nothing to undo.
    expect((await undo(changeId!)).status).toBe(404);
  });

  it('after 10 seconds answers 409 not_allowed_now and the email leaves', async () => {
    const order = await t.insertOrder();
    await drainNow();
    const { changeId } = (await (await patch(order.id, { status: 'cancelled', reason: 'The station dropped the show' })).json()) as AdminOrderChange;
    t.clock.advance(UNDO_WINDOW_MS);
    const res = await undo(changeId!);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'not_allowed_now', message: 'This change can no longer be undone' });
    const [mail] = await drainNow();
    expect(mail!.subject).toBe(`Your booking request was cancelled: request ${order.orderNumber}`);
    expect(mail!.text).toContain('Reason: The station dropped the show');
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', cancelReason: 'The station dropped the show' });
  });

  it('a bulk change has one changeId that undoes every order in it', async () => {
    const a = await t.insertOrder();
    const b = await t.insertOrder({ status: 'booking' });
    await drainNow();
    const res = await t.api('/api/admin/orders/bulk', { json: { action: 'status', status: 'cancelled', ids: [a.id, b.id] } });
    const { changeId } = (await res.json()) as { changeId: string };
    expect(changeId).toEqual(expect.any(String));
    expect((await undo(changeId)).status).toBe(200);
    expect([(await rowOf(a.id)).status, (await rowOf(b.id)).status]).toEqual(['pending', 'booking']);
    t.clock.advance(UNDO_WINDOW_MS);
    expect(await drainNow()).toEqual([]);
  });

  it('a bulk completion needs a slot on every order', async () => {
    const res = await t.api('/api/admin/orders/bulk', { json: { action: 'status', status: 'booking_completed', ids: [(await t.insertOrder()).id] } });
    expect(res.status).toBe(400);
  });

  it('a bulk completion takes one slot for every order: each is completed with it and its requester gets the confirmation with a calendar file', async () => {
    const a = await texasOrder();
    const b = await texasOrder();
    await drainNow();
    const res = await t.api('/api/admin/orders/bulk', {
      json: { action: 'status', status: 'booking_completed', slot: { startsAt: SLOT.startsAt, format: 'remote' }, ids: [a.id, b.id] },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { done: string[] }).done).toEqual([a.id, b.id]);
    for (const o of [a, b])
      expect(await rowOf(o.id)).toMatchObject({
        status: 'booking_completed',
        slotStartsAt: SLOT.startsAt,
        slotTimeZone: 'America/Chicago',
        slotFormat: 'remote',
      });
    t.clock.advance(UNDO_WINDOW_MS);
    const mails = await drainNow();
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`Your booking is confirmed: request ${a.orderNumber}`, `Your booking is confirmed: request ${b.orderNumber}`].sort(),
    );
    for (const m of mails) expect(m.attachments?.map((x) => x.filename)).toEqual(['interview.ics']);
    const bad = await t.api('/api/admin/orders/bulk', {
      json: { action: 'status', status: 'booking_completed', slot: { startsAt: '2026-12-15 09:30', format: 'remote' }, ids: [a.id] },
    });
    expect(bad.status).toBe(400);
  });
});

describe('proof of airing', () => {
  it('is accepted only at finished, with an https clip link and a time not in the future, and reaches the completed email and the order', async () => {
    // Booked for yesterday morning, Central time (now is Friday 20 November, 10:00 in New York).
    const order = await t.insertOrder({
      status: 'booking_completed',
      slotStartsAt: '2026-11-19T09:30:00-06:00',
      slotTimeZone: 'America/Chicago',
      slotFormat: 'in_studio',
    });
    expect((await patch(order.id, { airedAt: '2026-12-15T15:40:00Z', clipUrl: 'https://station.example/clip/1' })).status).toBe(400);
    const http = await patch(order.id, { status: 'finished', clipUrl: 'http://station.example/clip/1' });
    expect(http.status).toBe(400);
    expect(((await http.json()) as ApiErrorBody).fieldErrors?.['clipUrl']).toEqual(['Clip link must be an https:// address']);
    const future = await patch(order.id, { status: 'finished', airedAt: '2026-11-20T16:00:00Z' });
    expect(future.status).toBe(400);
    expect(((await future.json()) as ApiErrorBody).fieldErrors?.['airedAt']).toEqual(['Aired time cannot be in the future']);
    await drainNow();
    const res = await patch(order.id, { status: 'finished', airedAt: '2026-11-19T15:40:00Z', clipUrl: 'https://station.example/clip/1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ airedAt: '2026-11-19T15:40:00Z', clipUrl: 'https://station.example/clip/1', customerStatus: 'completed' });
    t.clock.advance(UNDO_WINDOW_MS);
    const [mail] = await drainNow();
    expect(mail!.subject).toBe(`Your interview is complete: request ${order.orderNumber}`);
    expect(mail!.text).toContain('https://station.example/clip/1');
    expect(mail!.text).toContain('Thursday, November 19, 2026 at 9:40 AM CST');
    expect((await eventsOf(order.id)).map((e) => e.kind)).toEqual(['status', 'aired']);
  });

  it("an order finished without a booked slot states the aired time in the station's time, as the form takes it, not in UTC", async () => {
    const order = await texasOrder();
    const res = await patch(order.id, { status: 'finished', airedAt: '2026-11-19T09:30:00-06:00' });
    expect(res.status).toBe(200);
    t.clock.advance(UNDO_WINDOW_MS);
    const mail = (await drainNow()).find((m) => m.subject === `Your interview is complete: request ${order.orderNumber}`);
    expect(mail?.text).toContain('Aired: Thursday, November 19, 2026 at 9:30 AM CST');
  });
});

describe('notes', () => {
  it('POST /api/admin/orders/:id/notes adds an operator-only note to the details', async () => {
    const order = await t.insertOrder();
    const res = await t.api(`/api/admin/orders/${order.id}/notes`, { json: { text: 'Producer prefers Tuesdays' } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as AdminOrderDetails;
    expect(body.events?.map((e) => [e.kind, e.to, e.internal, e.actor])).toEqual([['note', 'Producer prefers Tuesdays', true, 'admin:operator']]);
    expect((await t.api(`/api/admin/orders/${order.id}/notes`, { json: { text: '  ' } })).status).toBe(400);
    expect((await t.api('/api/admin/orders/nope/notes', { json: { text: 'x' } })).status).toBe(404);
  });
});

describe('response deadline', () => {
  it('flags, filters and counts requests pending past 24 business hours; reminds the team once each; analytics count them', async () => {
    await t.db.delete(orders);
    t.clock.set('2026-11-20T15:00:00Z');
    // Now: Friday 20 November 2026, 10:00 New York. 24 business hours before: Thursday 10:00.
    const at = (iso: string) => t.insertOrder({ createdAt: iso, updatedAt: iso });
    const late = await at('2026-11-19T14:59:00Z'); // Thursday 09:59 New York
    const justInTime = await at('2026-11-19T15:01:00Z'); // Thursday 10:01
    const answered = await t.insertOrder({ createdAt: '2026-11-18T15:00:00Z', updatedAt: '2026-11-18T15:00:00Z', status: 'sent_to_station' });
    const res = await t.api('/api/admin/orders');
    expect(res.headers.get('x-overdue-count')).toBe('1');
    const items = (await res.json()) as AdminOrder[];
    expect(Object.fromEntries(items.map((o) => [o.id, o.overdue]))).toEqual({ [late.id]: true, [justInTime.id]: false, [answered.id]: false });
    const filtered = await t.api('/api/admin/orders?overdue=true');
    expect(((await filtered.json()) as AdminOrder[]).map((o) => o.id)).toEqual([late.id]);
    expect(filtered.headers.get('x-total-count')).toBe('1');

    await drainNow();
    const deps = { db: t.db, clock: t.clock, mailer: t.outbox, config: t.config };
    expect(await sendOverdueReminders({ deps })).toBe(1);
    expect(await sendOverdueReminders({ deps })).toBe(0);
    const mails = await drainNow();
    expect(mails.map((m) => [m.to, m.subject, m.replyTo])).toEqual([
      ['ops@spotlight.example', `Overdue: request ${late.orderNumber} is waiting for an answer`, late.email],
    ]);

    // Weekends do not run the clock: created Thursday 10:01, overdue by Monday 10:00; created
    // Friday 11:00, still in time then.
    await at('2026-11-20T16:00:00Z');
    t.clock.set('2026-11-23T15:00:00Z');
    const token = await t.newToken(); // the first one has expired over the weekend
    expect((await t.api('/api/admin/orders', { token })).headers.get('x-overdue-count')).toBe('2');
    const analytics = (await (await t.api('/api/admin/analytics', { token })).json()) as Analytics;
    expect(analytics.overdueRequests).toBe(2);
  });

  it('analytics give the median hours from a request to its first operator action', async () => {
    await t.db.delete(orders);
    t.clock.set('2026-11-20T15:00:00Z');
    const token = await t.newToken();
    const created = (hoursAgo: number) => new Date(Date.parse('2026-11-20T15:00:00Z') - hoursAgo * 3_600_000).toISOString();
    const a = await t.insertOrder({ createdAt: created(2), updatedAt: created(2) });
    const b = await t.insertOrder({ createdAt: created(4), updatedAt: created(4) });
    const c = await t.insertOrder({ createdAt: created(9), updatedAt: created(9) });
    const change = (id: string, status: string) => t.api(`/api/admin/orders/${id}`, { method: 'PATCH', json: { status }, token });
    for (const o of [a, b, c]) await change(o.id, 'sent_to_station');
    // A later action does not move the first one.
    t.clock.advance(3_600_000);
    await change(a.id, 'booking');
    await t.insertOrder();
    const analytics = (await (await t.api('/api/admin/analytics', { token })).json()) as Analytics;
    expect(analytics.medianFirstActionHours).toBe(4);
    expect(
      await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, a.id), eq(orderEvents.kind, 'status'))),
    ).toHaveLength(2);
  });
});
