// Stations answer directly: the producer link emailed when a request is sent to the station, the
// producer's answers through the same path as an operator's changes (slot, emails after the undo
// window, history as station:<call letters>, the team told), the requester choosing an offered
// time, the one reminder, 'Waiting on station' and the station's response time.
import { and, eq } from 'drizzle-orm';
import {
  UNDO_WINDOW_MS,
  type AdminOrder,
  type AdminOrderChange,
  type AdminOrderDetails,
  type Analytics,
  type ApiErrorBody,
  type CustomerOrderEvent,
  type Order,
  type ProducerRequest,
  type SlotOffer,
  formatDate,
  formatSlotTime,
  LIFECYCLE_MESSAGES,
  MESSAGES,
  PRODUCER_MESSAGES,
  WEBHOOK_EVENTS,
  addDays,
  earliestBookingDate,
  nextValidBookingDate,
} from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stationRequests, stations, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { HOUR, MINUTE } from '../../lib/time';
import { sendStationReminders } from '../../services/producer/send-station-reminders';
import { responseContract } from '../../test/response-contract';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-helpers';
import { verifiedUser } from '../auth/test-support';
import { manageTokenIn, orderBody } from '../orders/booking-test-support';

const OPS = 'ops@spotlight.example';
const PRODUCER = 'producer@station.example';

let t: AdminTestApp;
let station: { id: string; callLetters: string; market: string };
let silentStation: { id: string; callLetters: string };
beforeAll(async () => {
  // Friday 20 November 2026, 10:00 in New York.
  t = await createAdminTestApp({ env: { PUBLIC_URL: 'http://spotlight.example', OPS_EMAIL: OPS, RATE_LIMITS: 'off' } });
  const texas = await t.db
    .select()
    .from(stations)
    .where(and(eq(stations.isHidden, false), eq(stations.state, 'TX')))
    .limit(2);
  const [a, b] = texas;
  if (!a || !b) throw new Error('two visible Texas stations expected in the seed');
  await t.db.update(stations).set({ contactEmail: PRODUCER }).where(eq(stations.id, a.id));
  await t.db.update(stations).set({ contactEmail: null }).where(eq(stations.id, b.id));
  station = { id: a.id, callLetters: a.callLetters, market: a.market };
  silentStation = { id: b.id, callLetters: b.callLetters };
});
afterAll(() => t.close());

/** Sends what the outbox holds (after any undo window) and returns the mails sent by this call. */
async function sentMails() {
  const before = t.transport.sent.length;
  t.clock.advance(UNDO_WINDOW_MS);
  await t.outbox.drain();
  return t.transport.sent.slice(before);
}

/** Books for the producer's station, reads the manage token, sends the order to the station and returns the producer's token. */
async function sentToStation(over: Record<string, unknown> = {}, stationId = station.id) {
  const res = await t.request('/api/orders', { json: orderBody(stationId, { email: 'requester@example.test', ...over }) });
  expect(res.status).toBe(201);
  const order = (await res.json()) as Order;
  const receipt = (await sentMails()).find((m) => m.subject === `We received your booking request ${order.orderNumber}`);
  const manageToken = /\/manage\?token=([A-Za-z0-9_-]+)/.exec(receipt?.text ?? '')?.[1] ?? '';
  // A token of now: the tests move the clock on by days.
  const token = await t.newToken();
  expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' }, token })).status).toBe(200);
  const mails = await sentMails();
  const producerMail = mails.find((m) => m.to === PRODUCER);
  const link = /http:\/\/spotlight\.example\/producer\?token=([A-Za-z0-9_-]+)/.exec(producerMail?.text ?? '')?.[1] ?? '';
  return { order, manageToken, token: link, producerMail, mails, adminToken: token };
}

const answer = (name: string, token: string, json: unknown) => t.request(`/api/producer/${name}?token=${token}`, { json });
const adminOrder = async (id: string) => (await (await t.api(`/api/admin/orders/${id}`)).json()) as AdminOrderDetails;
const codeOf = async (res: Response) => ((await res.json()) as ApiErrorBody).code;
const SLOT = { startsAt: '2026-12-15T09:30:00-06:00', format: 'in_studio' as const };

describe('the producer link', () => {
  it("is emailed to the station's contact when the order is sent to the station: the request without the requester's contact details, Reply-To the team", async () => {
    const { order, token, producerMail } = await sentToStation({ phone: '(555) 987-6543', notes: 'Bring the cookbook' });
    expect(producerMail?.subject).toBe(`New segment request: Dr. Jane Smith on ${station.callLetters}`);
    expect(producerMail?.replyTo).toBe(OPS);
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 random bits, base64url
    for (const shown of [
      'Dr. Jane Smith',
      'Healthy holiday recipes',
      'Bright PR',
      formatDate('2026-11-27'),
      formatDate('2026-11-30'),
      'Bring the cookbook',
      station.market,
    ]) {
      expect(producerMail?.text).toContain(shown);
    }
    for (const hidden of ['requester@example.test', '987-6543', 'Sam Lee']) {
      expect(producerMail?.text).not.toContain(hidden);
      expect(producerMail?.html ?? '').not.toContain(hidden);
    }
    // Only the hash is stored.
    const [row] = await t.db.select().from(stationRequests).where(eq(stationRequests.orderId, order.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);

    const res = await t.request(`/api/producer/request?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const body = (await res.json()) as ProducerRequest;
    expect(body).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'sent_to_station',
      station: { callLetters: station.callLetters, market: station.market, timeZone: 'America/Chicago' },
      clientName: 'Dr. Jane Smith',
      interviewTopic: 'Healthy holiday recipes',
      agencyName: 'Bright PR',
      preferredDate: '2026-11-27',
      alternativeDate: '2026-11-30',
      notes: 'Bring the cookbook',
      slot: null,
      allowedAnswers: ['accept', 'propose', 'decline'],
    });
    expect(JSON.stringify(body)).not.toContain('requester@example.test');
    expect(JSON.stringify(body)).not.toContain('987-6543');
  });

  it('gives 404 for a bad token, 400 without one', async () => {
    expect((await t.request('/api/producer/request?token=not-a-real-token')).status).toBe(404);
    expect((await answer('accept', 'not-a-real-token', { slot: SLOT })).status).toBe(404);
    expect((await t.request('/api/producer/request')).status).toBe(400);
  });

  it("a station without a contact email gets no link: the team relays by hand and the details say so; 'Waiting on station' counts it", async () => {
    const { order, mails } = await sentToStation({}, silentStation.id);
    expect(mails.filter((m) => m.to === PRODUCER)).toHaveLength(0);
    expect((await adminOrder(order.id)).stationRequest).toMatchObject({ relay: 'manual', answeredAt: null });
    const list = await t.api('/api/admin/orders?waitingOnStation=true&limit=500');
    const items = (await list.json()) as AdminOrder[];
    expect(items.map((o) => o.id)).toContain(order.id);
    expect(items.every((o) => o.status === 'sent_to_station' && typeof o.waitingOnStationSince === 'string')).toBe(true);
    expect(Number(list.headers.get('X-Waiting-On-Station-Count'))).toBe(items.length);
  });
});

describe('undo', () => {
  const undo = async (changeId: string, token: string) => expect((await t.api('/api/admin/orders/undo', { json: { changeId }, token })).status).toBe(200);
  const move = async (id: string, status: 'sent_to_station' | 'booking', token: string) => {
    const res = await t.api(`/api/admin/orders/${id}`, { method: 'PATCH', json: { status }, token });
    expect(res.status).toBe(200);
    const { changeId } = (await res.json()) as AdminOrderChange;
    if (!changeId) throw new Error('a change that changed something has an id');
    return changeId;
  };

  it('undoing the send takes back the request it opened: the details show no station request and no email leaves', async () => {
    const res = await t.request('/api/orders', { json: orderBody(station.id, { clientName: 'Undone Send Guest' }) });
    const order = (await res.json()) as Order;
    await sentMails();
    const token = await t.newToken();
    await undo(await move(order.id, 'sent_to_station', token), token);
    expect((await adminOrder(order.id)).stationRequest).toBeNull();
    expect((await sentMails()).filter((m) => m.to === PRODUCER)).toEqual([]);
  });

  it('undoing a second send puts the first request back as it was, whose link answers again', async () => {
    const first = await sentToStation({ clientName: 'Sent Twice Guest' });
    const before = await adminOrder(first.order.id);
    await move(first.order.id, 'booking', first.adminToken);
    t.clock.advance(UNDO_WINDOW_MS);
    const token = await t.newToken();
    const again = await move(first.order.id, 'sent_to_station', token);
    expect((await t.request(`/api/producer/request?token=${first.token}`)).status).toBe(404);
    await undo(again, token);
    expect((await adminOrder(first.order.id)).stationRequest).toEqual(before.stationRequest);
    expect((await t.request(`/api/producer/request?token=${first.token}`)).status).toBe(200);
  });
});

describe('accept', () => {
  it('completes the booking exactly as an operator would: the confirmed email with its .ics after the undo window, history as the station, the team told; the link then answers 409', async () => {
    const { order, token } = await sentToStation();
    t.clock.advance(3 * HOUR);
    const res = await answer('accept', token, { slot: { ...SLOT, callTime: '08:45', producerNote: 'Studio B' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'booking_completed',
      slot: { ...SLOT, timeZone: 'America/Chicago', callTime: '08:45' },
      allowedAnswers: ['bumped'],
    });
    // The requester's email waits out the undo window; the team's does not.
    await t.outbox.drain();
    const mails = await sentMails();
    const confirmed = mails.find((m) => m.subject === `Your booking is confirmed: request ${order.orderNumber}`);
    expect(confirmed?.to).toBe('requester@example.test');
    expect(confirmed?.attachments?.[0]?.content).toContain('METHOD:PUBLISH');
    const ops = t.transport.sent.find(
      (m) => m.to === OPS && m.subject === `${station.callLetters} answered request ${order.orderNumber}: ${station.callLetters} (${station.market})`,
    );
    expect(ops?.text).toContain('Accepted: Tuesday, December 15, 2026 at 9:30 AM CST (In studio)');

    const details = await adminOrder(order.id);
    expect(details.events?.filter((e) => e.actor === `station:${station.callLetters}`).map((e) => e.kind)).toEqual(['status', 'slot']);
    expect(details.stationRequest).toMatchObject({ relay: 'link', answeredAt: expect.any(String) });
    const again = await answer('accept', token, { slot: SLOT });
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('not_allowed_now');
  });

  it('two Accepts at once: one 200, one 409', async () => {
    const { order, token } = await sentToStation();
    const results = await Promise.all([answer('accept', token, { slot: SLOT }), answer('accept', token, { slot: { ...SLOT, format: 'remote' } })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const details = await adminOrder(order.id);
    expect(details.events?.filter((e) => e.kind === 'status').map((e) => e.to)).toEqual(['sent_to_station', 'booking_completed']);
  });

  it('rejects a slot without start or format with 400 and changes nothing', async () => {
    const { order, token } = await sentToStation();
    const res = await answer('accept', token, { slot: { format: 'remote' } });
    expect(res.status).toBe(400);
    // Each field's reason once, in our words, not the validator's.
    const fieldErrorsOf = async (json: unknown) => ((await (await answer('accept', token, json)).json()) as ApiErrorBody).fieldErrors;
    expect(await fieldErrorsOf({})).toEqual({ slot: [LIFECYCLE_MESSAGES.slotRequired] });
    expect(await fieldErrorsOf({ slot: { startsAt: 'nope', format: 'remote' } })).toEqual({ 'slot.startsAt': [LIFECYCLE_MESSAGES.startsAtInvalid] });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('sent_to_station');
  });
});

describe('a cancelled request', () => {
  const noticesFor = <M extends { to: string; subject: string }>(mails: M[], client: string) =>
    mails.filter((m) => m.to === PRODUCER && m.subject === `Request cancelled: ${client} on ${station.callLetters}`);

  it('is told to the station when the requester cancels: a booked time is free again, in the thread of the request', async () => {
    const waiting = await sentToStation({ clientName: 'Withdrawn Guest' });
    expect((await t.request(`/api/orders/${waiting.order.id}/cancel?token=${waiting.manageToken}`, { json: {} })).status).toBe(200);
    const [notice] = noticesFor(await sentMails(), 'Withdrawn Guest');
    expect(notice?.text).toContain(`The request for a segment with Withdrawn Guest on ${station.callLetters} was cancelled by the requester.`);
    expect(notice?.text).toContain('No answer is needed, and the link in our earlier email no longer works.');
    expect(notice?.replyTo).toBe(OPS);
    expect(notice?.references).toBe(waiting.producerMail?.references);
    expect(notice?.text).not.toContain('requester@example.test');

    const booked = await sentToStation({ clientName: 'Booked Then Withdrawn', preferredDate: '2026-12-21', alternativeDate: '2026-12-22' });
    const slot = { startsAt: '2026-12-21T09:30:00-06:00', format: 'remote' as const };
    expect((await answer('accept', booked.token, { slot })).status).toBe(200);
    await sentMails();
    expect((await t.request(`/api/orders/${booked.order.id}/cancel?token=${booked.manageToken}`, { json: {} })).status).toBe(200);
    const [freed] = noticesFor(await sentMails(), 'Booked Then Withdrawn');
    expect(freed?.text).toContain(
      `The segment booked for ${formatSlotTime({ ...slot, timeZone: 'America/Chicago' })} (station time) will not take place: that time is free again.`,
    );
  });

  it("is told to the station when the team cancels, after the change's undo window (Undo withdraws it); not when the station declined itself, nor before it had the request", async () => {
    const byTeam = await sentToStation({ clientName: 'Team Cancelled Guest' });
    const cancel = (id: string) => t.api(`/api/admin/orders/${id}`, { method: 'PATCH', json: { status: 'cancelled' }, token: byTeam.adminToken });
    expect((await cancel(byTeam.order.id)).status).toBe(200);
    const [notice] = noticesFor(await sentMails(), 'Team Cancelled Guest');
    expect(notice?.text).toContain('was cancelled by our team.');

    const undone = await sentToStation({ clientName: 'Undone Cancel Guest' });
    const res = await cancel(undone.order.id);
    const { changeId } = (await res.json()) as AdminOrderChange;
    expect((await t.api('/api/admin/orders/undo', { json: { changeId }, token: byTeam.adminToken })).status).toBe(200);
    expect(noticesFor(await sentMails(), 'Undone Cancel Guest')).toEqual([]);

    const declined = await sentToStation({ clientName: 'Declined Guest' });
    expect((await answer('decline', declined.token, { reason: 'Fully booked' })).status).toBe(200);
    expect(noticesFor(await sentMails(), 'Declined Guest')).toEqual([]);

    const order = (await (await t.request('/api/orders', { json: orderBody(station.id, { clientName: 'Never Sent Guest' }) })).json()) as Order;
    expect((await cancel(order.id)).status).toBe(200);
    expect(noticesFor(await sentMails(), 'Never Sent Guest')).toEqual([]);
  });

  it("is not told when the requester cancels within the send's undo window: the request never leaves, so neither does a notice", async () => {
    const res = await t.request('/api/orders', { json: orderBody(station.id, { clientName: 'Quick Change Of Mind', email: 'quick@example.test' }) });
    const order = (await res.json()) as Order;
    const receipt = (await sentMails()).find((m) => m.subject === `We received your booking request ${order.orderNumber}`);
    const manageToken = /\/manage\?token=([A-Za-z0-9_-]+)/.exec(receipt?.text ?? '')?.[1] ?? '';
    expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } })).status).toBe(200);
    expect((await t.request(`/api/orders/${order.id}/cancel?token=${manageToken}`, { json: {} })).status).toBe(200);
    const mails = await sentMails();
    expect(mails.filter((m) => m.to === PRODUCER && m.text.includes('Quick Change Of Mind'))).toEqual([]);
    expect(mails.filter((m) => m.to === 'quick@example.test').map((m) => m.subject)).toEqual([
      `Your booking request was cancelled: request ${order.orderNumber}`,
    ]);
  });
});

describe('new dates from the requester', () => {
  const noticesFor = <M extends { to: string; subject: string }>(mails: M[], client: string, to = PRODUCER) =>
    mails.filter((m) => m.to === to && m.subject === `New dates requested: ${client} on ${station.callLetters}`);
  const reschedule = (id: string, manageToken: string, dates: { preferredDate: string; alternativeDate?: string }) =>
    t.request(`/api/orders/${id}/reschedule?token=${manageToken}`, { json: dates });

  it('are told to the station that has the request through its link, once for a burst, with the dates it ended on, in the thread of the request', async () => {
    const waiting = await sentToStation({ clientName: 'Moving Guest' });
    expect((await reschedule(waiting.order.id, waiting.manageToken, { preferredDate: '2026-12-08' })).status).toBe(200);
    expect((await reschedule(waiting.order.id, waiting.manageToken, { preferredDate: '2026-12-09', alternativeDate: '2026-12-10' })).status).toBe(200);
    const notices = noticesFor(await sentMails(), 'Moving Guest');
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.text).toContain(`Moving Guest asked for new dates for the segment on ${station.callLetters}.`);
    expect(notice?.text).toContain(`Preferred date: ${formatDate('2026-12-09')}`);
    expect(notice?.text).toContain(`Alternative date: ${formatDate('2026-12-10')}`);
    expect(notice?.text).not.toContain(formatDate('2026-12-08'));
    expect(notice?.text).not.toContain('requester@example.test');
    expect(notice?.replyTo).toBe(OPS);
    expect(notice?.references).toBe(waiting.producerMail?.references);

    // After the station offered times, the requester may still ask for other dates instead.
    const offered = await sentToStation({ clientName: 'Other Dates Guest' });
    expect((await answer('propose', offered.token, { options: [{ startsAt: '2026-12-14T09:00:00-06:00', format: 'remote' }] })).status).toBe(200);
    await sentMails();
    expect((await reschedule(offered.order.id, offered.manageToken, { preferredDate: '2026-12-11' })).status).toBe(200);
    expect(noticesFor(await sentMails(), 'Other Dates Guest')).toHaveLength(1);
    // The new dates answer the offer: the station no longer reads it as waiting on the guest, and
    // the requester can no longer pick one of the withdrawn times.
    const asked = await t.request(`/api/producer/request?token=${offered.token}`);
    expect(await asked.json()).toMatchObject({ status: 'booking', offer: null });
    const late = await t.request(`/api/orders/${offered.order.id}/choose-slot?token=${offered.manageToken}`, { json: { index: 0 } });
    expect(late.status).toBe(409);
  });

  it('are not told when the requester cancels right after, nor to a station reached by hand', async () => {
    const withdrawn = await sentToStation({ clientName: 'Changed Then Cancelled' });
    expect((await reschedule(withdrawn.order.id, withdrawn.manageToken, { preferredDate: '2026-12-08' })).status).toBe(200);
    expect((await t.request(`/api/orders/${withdrawn.order.id}/cancel?token=${withdrawn.manageToken}`, { json: {} })).status).toBe(200);
    const mails = await sentMails();
    expect(noticesFor(mails, 'Changed Then Cancelled')).toEqual([]);
    expect(mails.filter((m) => m.to === PRODUCER && m.subject.startsWith('Request cancelled: Changed Then Cancelled'))).toHaveLength(1);

    const byHand = await sentToStation({ clientName: 'Hand Relayed Guest' }, silentStation.id);
    expect((await reschedule(byHand.order.id, byHand.manageToken, { preferredDate: '2026-12-08' })).status).toBe(200);
    const relayed = await sentMails();
    expect(relayed.filter((m) => m.subject.startsWith('New dates requested:'))).toEqual([]);
    // The team still hears of it, and relays it by hand.
    expect(relayed.some((m) => m.to === OPS)).toBe(true);
  });
});

describe('propose and choose-slot', () => {
  it("gives a guest who asked for several stations at once a link to that request's page in the offer itself", async () => {
    const { stationId: _omit, ...body } = orderBody(station.id, { email: 'group-guest@example.test' });
    const res = await t.request('/api/orders', { json: { ...body, stationIds: [station.id, silentStation.id] } });
    expect(res.status).toBe(201);
    const order = ((await res.json()) as { orders: Order[] }).orders.find((o) => o.stationId === station.id)!;
    const receipt = (await sentMails()).find((m) => m.to === 'group-guest@example.test');
    expect(receipt?.subject).toBe('We received your booking request for 2 stations: Dr. Jane Smith');
    expect(receipt?.text).toContain('Cancel or change dates: http://spotlight.example/manage?token=');
    const adminToken = await t.newToken();
    expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' }, token: adminToken })).status).toBe(200);
    const link = /\/producer\?token=([A-Za-z0-9_-]+)/.exec((await sentMails()).find((m) => m.to === PRODUCER)?.text ?? '')?.[1] ?? '';
    expect((await answer('propose', link, { options: [{ startsAt: '2026-12-14T09:00:00-06:00', format: 'in_studio' }] })).status).toBe(200);

    const offerMail = (await sentMails()).find((m) => m.to === 'group-guest@example.test');
    const offerLink = manageTokenIn(offerMail?.text);
    expect(receipt?.text).not.toContain(offerLink);
    const byLink = await t.request(`/api/orders/by-manage-token?token=${offerLink}`);
    expect(((await byLink.json()) as Order).id).toBe(order.id);
  });

  it('moves the order to booking, emails the requester the options, and the requester picks one through the manage link', async () => {
    const { order, token, manageToken } = await sentToStation();
    const options = [
      { startsAt: '2026-12-14T09:00:00-06:00', format: 'in_studio' },
      { startsAt: '2026-12-16T11:30:00-06:00', format: 'remote' },
    ];
    const res = await answer('propose', token, { options, note: 'Mornings are best' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'booking', offer: { kind: 'proposal', note: 'Mornings are best' } });
    const mails = await sentMails();
    const offerMail = mails.find((m) => m.to === 'requester@example.test');
    expect(offerMail?.subject).toBe(`${station.callLetters} (${station.market}) proposed times for Dr. Jane Smith: request ${order.orderNumber}`);
    expect(offerMail?.text).toContain('Option 1: Monday, December 14, 2026 at 9:00 AM CST (station time), In studio');
    expect(offerMail?.text).toContain('Option 2: Wednesday, December 16, 2026 at 11:30 AM CST (station time), Remote');
    expect(offerMail?.replyTo).toBe(OPS);
    // Booked as a guest: My Bookings would ask for an account; the offer carries its own manage link.
    expect(offerMail?.text).not.toContain('/orders');
    const offerLink = manageTokenIn(offerMail?.text);
    expect(offerLink).not.toBe(manageToken);
    expect(mails.find((m) => m.to === OPS)?.text).toContain('Proposed: Monday, December 14, 2026 at 9:00 AM CST (In studio)');

    const offer = (await (await t.request(`/api/orders/${order.id}/slot-offer?token=${manageToken}`)).json()) as SlotOffer;
    expect(offer.options).toEqual(options.map((o) => ({ ...o, timeZone: 'America/Chicago' })));
    expect((await t.request(`/api/orders/${order.id}/choose-slot?token=${manageToken}`, { json: { index: 2 } })).status).toBe(400);
    expect((await t.request(`/api/orders/${order.id}/choose-slot?token=wrong`, { json: { index: 1 } })).status).toBe(404);
    const chosen = await t.request(`/api/orders/${order.id}/choose-slot?token=${offerLink}`, { json: { index: 1 } });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({
      status: 'booking_completed',
      customerStatus: 'confirmed',
      slot: { startsAt: '2026-12-16T11:30:00-06:00', format: 'remote' },
    });
    const after = await sentMails();
    const confirmed = after.find((m) => m.subject === `Your booking is confirmed: request ${order.orderNumber}`);
    expect(confirmed?.attachments?.[0]?.content).toContain('BEGIN:VCALENDAR');
    // The confirmation leads back to the booking too, with a link of its own.
    expect(confirmed?.text).toContain('To cancel this booking (up to 48 hours before it starts), open http://spotlight.example/manage?token=');
    const confirmedLink = manageTokenIn(confirmed?.text);
    expect([manageToken, offerLink]).not.toContain(confirmedLink);
    expect((await t.request(`/api/orders/${order.id}?token=${confirmedLink}`)).status).toBe(200);
    expect(after.some((m) => m.to === OPS && m.subject.includes('the requester chose a time'))).toBe(true);
    const again = await t.request(`/api/orders/${order.id}/choose-slot?token=${manageToken}`, { json: { index: 0 } });
    expect(again.status).toBe(409);

    const timeline = (await (await t.request(`/api/orders/${order.id}/history?token=${manageToken}`)).json()) as CustomerOrderEvent[];
    // The move to 'booking' leaves the customer's status pending: only the offer is news to them.
    expect(timeline.filter((e) => e.actor === `station:${station.callLetters}`).map((e) => e.kind)).toEqual(['offer']);
    expect(timeline.some((e) => e.kind === 'status' && e.to === 'sent_to_station')).toBe(false);
    expect(timeline.at(-1)).toMatchObject({ actor: 'customer', kind: 'slot' });
  });

  it('the signed-in owner chooses in My Bookings; or, instead of choosing, proposes new dates as before', async () => {
    const { cookie, email } = await verifiedUser(t);
    const options = [{ startsAt: '2026-12-14T09:00:00-06:00', format: 'remote' }];
    const first = await sentToStation({ email });
    expect((await answer('propose', first.token, { options })).status).toBe(200);
    // Another account cannot see it.
    const stranger = await verifiedUser(t);
    expect((await t.request(`/api/orders/${first.order.id}/choose-slot`, { json: { index: 0 }, headers: { Cookie: stranger.cookie } })).status).toBe(404);
    const offer = await t.request(`/api/orders/${first.order.id}/slot-offer`, { headers: { Cookie: cookie } });
    expect(((await offer.json()) as SlotOffer).kind).toBe('proposal');
    const chosen = await t.request(`/api/orders/${first.order.id}/choose-slot`, { json: { index: 0 }, headers: { Cookie: cookie } });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as Order).customerStatus).toBe('confirmed');

    const second = await sentToStation({ email });
    expect((await answer('propose', second.token, { options })).status).toBe(200);
    const dates = await t.request(`/api/orders/${second.order.id}/reschedule`, { json: { preferredDate: '2026-12-02' }, headers: { Cookie: cookie } });
    expect(dates.status).toBe(200);
    expect(await dates.json()).toMatchObject({ status: 'booking', preferredDate: '2026-12-02' });
  });

  it('offers the proposed times soonest first, however the producer typed them', async () => {
    const { order, token, manageToken } = await sentToStation();
    const typed = ['2026-12-18T09:00:00-06:00', '2026-12-14T11:00:00-06:00', '2026-12-16T08:30:00-06:00'];
    expect((await answer('propose', token, { options: typed.map((startsAt) => ({ startsAt, format: 'remote' })) })).status).toBe(200);
    const offer = (await (await t.request(`/api/orders/${order.id}/slot-offer?token=${manageToken}`)).json()) as SlotOffer;
    expect(offer.options.map((o) => o.startsAt)).toEqual([typed[1], typed[2], typed[0]]);
  });

  it('refuses a time on a date that fails the booking rules (too soon, weekend), and more than 3 options', async () => {
    const { token } = await sentToStation();
    const soon = await answer('propose', token, { options: [{ startsAt: '2026-11-23T09:00:00-06:00', format: 'remote' }] });
    expect(soon.status).toBe(400);
    expect(((await soon.json()) as ApiErrorBody).fieldErrors?.['options.0.startsAt']).toEqual([MESSAGES.preferredDateTooSoon]);
    const weekend = await answer('propose', token, { options: [{ startsAt: '2026-12-12T09:00:00-06:00', format: 'remote' }] });
    expect(weekend.status).toBe(400);
    const four = Array.from({ length: 4 }, (_, i) => ({ startsAt: `2026-12-1${i}T09:00:00-06:00`, format: 'remote' }));
    expect((await answer('propose', token, { options: four })).status).toBe(400);
  });
});

describe('decline', () => {
  it("cancels with 'The station declined: {reason}', emails the requester a link to the market's other stations; the link then stops working", async () => {
    const { order, token } = await sentToStation();
    const res = await answer('decline', token, { reason: 'No lifestyle segments in December' });
    expect(res.status).toBe(200);
    const row = (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0];
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'The station declined: No lifestyle segments in December' });
    const mails = await sentMails();
    const mail = mails.find((m) => m.to === 'requester@example.test');
    expect(mail?.text).toContain('Reason: The station declined: No lifestyle segments in December');
    expect(mails.find((m) => m.to === OPS)?.text).toContain('The station declined: No lifestyle segments in December');
    expect(mail?.text).toContain(`Other stations in ${station.market} may have room: http://spotlight.example/stations/${station.id}`);
    expect((await t.request(`/api/producer/request?token=${token}`)).status).toBe(404);
    expect((await answer('decline', 'x', {})).status).toBe(400);
  });
});

describe('bumped and aired', () => {
  it("bumped: back to booking, the old slot kept in the history, 'Your segment was postponed' with 3 make-good dates the requester can choose", async () => {
    const { order, token, manageToken } = await sentToStation();
    expect((await answer('bumped', token, { reason: 'Breaking news' })).status).toBe(409);
    expect((await answer('accept', token, { slot: SLOT })).status).toBe(200);
    await sentMails();
    const res = await answer('bumped', token, { reason: 'Breaking news: storm coverage' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProducerRequest;
    expect(body).toMatchObject({ status: 'booking', slot: null, offer: { kind: 'make_good' } });
    // The next three bookable weekdays from today + 7 days, at the bumped slot's time.
    expect(body.offer?.options.map((o) => o.startsAt)).toEqual(['2026-11-27T09:30:00-06:00', '2026-11-30T09:30:00-06:00', '2026-12-01T09:30:00-06:00']);
    const mails = await sentMails();
    const mail = mails.find((m) => m.to === 'requester@example.test');
    expect(mail?.subject).toBe('Your segment was postponed');
    expect(mails.find((m) => m.to === OPS)?.text).toContain('Bumped by breaking news: Breaking news: storm coverage');
    expect(mail?.text).toContain('Breaking news: storm coverage');
    expect(mail?.attachments?.[0]?.content).toContain('STATUS:CANCELLED');
    const details = await adminOrder(order.id);
    const slotEvents = details.events?.filter((e) => e.kind === 'slot') ?? [];
    expect(JSON.parse(slotEvents.at(-1)?.from ?? 'null')).toMatchObject({ startsAt: SLOT.startsAt });
    expect(slotEvents.at(-1)?.to).toBeNull();

    const chosen = await t.request(`/api/orders/${order.id}/choose-slot?token=${manageToken}`, { json: { index: 0 } });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ status: 'booking_completed', slot: { startsAt: '2026-11-27T09:30:00-06:00', format: 'in_studio' } });
  });

  it('aired: 409 before the slot starts, then finished with the proof; the link closes', async () => {
    const { order, token } = await sentToStation();
    const startsAt = new Date(t.clock.now().getTime() + 2 * HOUR).toISOString();
    expect((await answer('accept', token, { slot: { startsAt, format: 'remote' } })).status).toBe(200);
    const early = await answer('aired', token, { airedAt: startsAt });
    expect(early.status).toBe(409);
    t.clock.advance(3 * HOUR);
    expect((await answer('aired', token, { airedAt: startsAt, clipUrl: 'http://clip.example/x' })).status).toBe(400);
    // When it aired lies between the slot's start and now.
    for (const airedAt of [new Date(Date.parse(startsAt) - 2 * MINUTE).toISOString(), new Date(t.clock.now().getTime() + 2 * MINUTE).toISOString()]) {
      const outside = await answer('aired', token, { airedAt });
      expect(outside.status, airedAt).toBe(400);
      expect(await outside.json()).toMatchObject({ fieldErrors: { airedAt: [PRODUCER_MESSAGES.airedOutsideSlot] } });
    }
    const res = await answer('aired', token, { airedAt: startsAt, clipUrl: 'https://clip.example/segment' });
    expect(res.status).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'finished',
      airedAt: startsAt,
      clipUrl: 'https://clip.example/segment',
    });
    // The team is told when it aired as a time in words, in the slot's zone.
    const told = (await sentMails()).find((m) => m.to === OPS && m.text.includes('Aired'));
    expect(told?.text).toContain(`Aired ${formatSlotTime({ startsAt, timeZone: 'America/Chicago' })}; clip: https://clip.example/segment.`);
    expect(told?.text).not.toContain(startsAt);
    expect((await t.request(`/api/producer/request?token=${token}`)).status).toBe(404);
  });

  it("lists the station's own upcoming confirmed segments on the producer page", async () => {
    const first = await sentToStation({ clientName: 'Upcoming Guest' });
    expect((await answer('accept', first.token, { slot: { startsAt: '2026-12-18T09:00:00-06:00', format: 'remote' } })).status).toBe(200);
    const { token } = await sentToStation();
    const body = (await (await t.request(`/api/producer/request?token=${token}`)).json()) as ProducerRequest;
    expect(body.upcoming.some((s) => s.clientName === 'Upcoming Guest' && s.slot.startsAt === '2026-12-18T09:00:00-06:00')).toBe(true);
    expect(JSON.stringify(body.upcoming)).not.toContain('requester@example.test');
  });
});

describe('waiting on the station', () => {
  it('one reminder to the station after 2 business days without an answer, in the thread of the first email, whose link keeps working', async () => {
    const { order, token } = await sentToStation({ clientName: 'Slow Station Guest' });
    const remindersFor = () => t.transport.sent.filter((m) => m.to === PRODUCER && m.text.includes('A reminder') && m.text.includes('Slow Station Guest'));
    // Friday 10:00 + 1 day: Saturday, no business time passes over the weekend.
    t.clock.advance(24 * HOUR);
    await sendStationReminders({ deps: { ...t, mailer: t.outbox } });
    await t.outbox.drain();
    expect(remindersFor()).toHaveLength(0);
    // Tuesday 10:30: two business days (Monday and Tuesday's morning plus Friday's rest) have passed.
    t.clock.advance(3 * 24 * HOUR + HOUR);
    await sendStationReminders({ deps: { ...t, mailer: t.outbox } });
    await sendStationReminders({ deps: { ...t, mailer: t.outbox } });
    await t.outbox.drain();
    expect(remindersFor()).toHaveLength(1);
    const [reminder] = remindersFor();
    const first = t.transport.sent.find((m) => m.to === PRODUCER && m.text.includes('Slow Station Guest would like a segment'));
    expect(reminder?.text).toContain('Please answer with the link in our first email about it, sent on');
    expect(reminder?.text).not.toContain('/producer?token=');
    // The two are threaded, and the first email's link still answers the request.
    expect(first?.references).toBeTruthy();
    expect(reminder?.references).toBe(first?.references);
    expect((await t.request(`/api/producer/request?token=${token}`)).status).toBe(200);
    expect((await t.db.select().from(stationRequests).where(eq(stationRequests.orderId, order.id)))[0]?.remindedAt).toBe(t.clock.now().toISOString());
  });

  it('no reminder once the team moves the order on or the requester cancels; an undo that brings the order back to the station brings it back', async () => {
    const remindersFor = (client: string) => t.transport.sent.filter((m) => m.to === PRODUCER && m.text.includes('A reminder') && m.text.includes(client));
    // Dates still bookable after the clock moved on in the test before.
    const dates = { preferredDate: '2026-12-14', alternativeDate: '2026-12-15' };
    const movedOn = await sentToStation({ clientName: 'Moved On Guest', ...dates });
    const cancelled = await sentToStation({ clientName: 'Cancelled Guest', ...dates });
    const undone = await sentToStation({ clientName: 'Undone Guest', ...dates });
    const token = undone.adminToken;
    expect((await t.api(`/api/admin/orders/${movedOn.order.id}`, { method: 'PATCH', json: { status: 'booking' }, token })).status).toBe(200);
    expect((await t.request(`/api/orders/${cancelled.order.id}/cancel?token=${cancelled.manageToken}`, { json: {} })).status).toBe(200);
    const change = await t.api(`/api/admin/orders/${undone.order.id}`, { method: 'PATCH', json: { status: 'booking' }, token });
    expect(change.status).toBe(200);
    const { changeId } = (await change.json()) as AdminOrderChange;
    expect((await t.api('/api/admin/orders/undo', { json: { changeId }, token })).status).toBe(200);
    // A week on: every one of them is past its 2 business days.
    t.clock.advance(7 * 24 * HOUR);
    await sendStationReminders({ deps: { ...t, mailer: t.outbox } });
    await t.outbox.drain();
    expect(remindersFor('Moved On Guest')).toHaveLength(0);
    expect(remindersFor('Cancelled Guest')).toHaveLength(0);
    expect(remindersFor('Undone Guest')).toHaveLength(1);
  });

  it('a contact changed since the first email gets the reminder with a new link, which replaces the first; a change of letter case is the same contact', async () => {
    const remindersTo = (to: string, client: string) => t.transport.sent.filter((m) => m.to === to && m.text.includes('A reminder') && m.text.includes(client));
    const requestOf = async (orderId: string) => (await t.db.select().from(stationRequests).where(eq(stationRequests.orderId, orderId)))[0];
    const dates = { preferredDate: '2026-12-21', alternativeDate: '2026-12-22' };
    const remindAWeekOn = async (contactEmail: string) => {
      await t.db.update(stations).set({ contactEmail }).where(eq(stations.id, station.id));
      t.clock.advance(7 * 24 * HOUR);
      await sendStationReminders({ deps: { ...t, mailer: t.outbox } });
      await t.outbox.drain();
    };
    try {
      const moved = await sentToStation({ clientName: 'New Desk Guest', ...dates });
      const firstSentAt = (await requestOf(moved.order.id))!.sentAt;
      const NEW_DESK = 'new-desk@station.example';
      await remindAWeekOn(NEW_DESK);
      const [reminder] = remindersTo(NEW_DESK, 'New Desk Guest');
      expect(reminder?.text).toContain(
        `We first sent this request on ${formatDate(firstSentAt, 'America/New_York')} to an earlier contact at your station. Please answer with the link below: it works until the segment has aired or the request is cancelled.`,
      );
      expect(reminder?.references).toBe(moved.producerMail?.references);
      const link = /http:\/\/spotlight\.example\/producer\?token=([A-Za-z0-9_-]+)/.exec(reminder?.text ?? '')?.[1] ?? '';
      expect(link).not.toBe('');
      expect(reminder?.html).toContain(`http://spotlight.example/producer?token=${link}`);
      // One live link per order: the new contact's answers it, the first one no longer does.
      expect((await t.request(`/api/producer/request?token=${link}`)).status).toBe(200);
      expect((await t.request(`/api/producer/request?token=${moved.token}`)).status).toBe(404);
      expect(await requestOf(moved.order.id)).toMatchObject({ sentTo: NEW_DESK, sentAt: firstSentAt });

      // A contact that differs from the first address only in letter case already has the link.
      await t.db.update(stations).set({ contactEmail: PRODUCER }).where(eq(stations.id, station.id));
      const recased = await sentToStation({ clientName: 'Same Desk Guest', ...dates });
      await remindAWeekOn(PRODUCER.toUpperCase());
      const [same] = remindersTo(PRODUCER.toUpperCase(), 'Same Desk Guest');
      expect(same?.text).toContain('Please answer with the link in our first email about it, sent on');
      expect(same?.text).not.toContain('/producer?token=');
      expect((await t.request(`/api/producer/request?token=${recased.token}`)).status).toBe(200);
    } finally {
      await t.db.update(stations).set({ contactEmail: PRODUCER }).where(eq(stations.id, station.id));
    }
  });

  it('analytics report the median station response time: answers through the link only', async () => {
    // A fresh app, so the figure is exactly that of the answers made here.
    const a = await createAdminTestApp({ env: { PUBLIC_URL: 'http://spotlight.example', OPS_EMAIL: OPS, RATE_LIMITS: 'off' } });
    try {
      const [s] = await a.db
        .select()
        .from(stations)
        .where(and(eq(stations.isHidden, false), eq(stations.state, 'TX')))
        .limit(1);
      await a.db.update(stations).set({ contactEmail: PRODUCER }).where(eq(stations.id, s!.id));
      const analytics = async () => (await (await a.api('/api/admin/analytics', { token: await a.newToken() })).json()) as Analytics;
      expect((await analytics()).medianStationResponseHours).toBeNull();
      const tokens: string[] = [];
      for (let i = 0; i < 3; i++) {
        const order = (await (await a.request('/api/orders', { json: orderBody(s!.id, { clientName: `Timed ${i}` }) })).json()) as Order;
        await a.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } });
        a.clock.advance(UNDO_WINDOW_MS);
        await a.outbox.drain();
        const mail = a.transport.sent.find((m) => m.to === PRODUCER && m.subject.includes(`Timed ${i}`));
        tokens.push(/producer\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
      }
      // Answered about 2 h and 4 h after being sent; the third is not answered yet and not counted.
      a.clock.advance(2 * HOUR);
      expect((await a.request(`/api/producer/decline?token=${tokens[0]}`, { json: { reason: 'Full' } })).status).toBe(200);
      a.clock.advance(2 * HOUR);
      expect(
        (await a.request(`/api/producer/propose?token=${tokens[1]}`, { json: { options: [{ startsAt: '2026-12-14T09:00:00-06:00', format: 'remote' }] } }))
          .status,
      ).toBe(200);
      expect((await analytics()).medianStationResponseHours).toBe(3);
      // An operator answering for the third station is the team's time, not the station's.
      const third = (await a.db.select().from(stationRequests)).find((r) => r.answeredAt === null);
      expect((await a.api(`/api/admin/orders/${third!.orderId}`, { method: 'PATCH', json: { status: 'booking' }, token: await a.newToken() })).status).toBe(
        200,
      );
      expect((await analytics()).medianStationResponseHours).toBe(3);
      // Its station answers 10 hours on: the median of three is the middle one, about 4 hours.
      a.clock.advance(10 * HOUR);
      expect((await a.request(`/api/producer/decline?token=${tokens[2]}`, { json: { reason: 'Late' } })).status).toBe(200);
      expect((await analytics()).medianStationResponseHours).toBe(4);
    } finally {
      await a.close();
    }
  });
});

describe('rate limits', () => {
  it('share one limit per token across reads and answers', async () => {
    const limited = await createAdminTestApp({ env: { PUBLIC_URL: 'http://spotlight.example', OPS_EMAIL: OPS } });
    try {
      let last = 0;
      for (let i = 0; i < 61; i++) {
        const res = await limited.request(
          i % 2 ? '/api/producer/request?token=same-token' : '/api/producer/decline?token=same-token',
          i % 2 ? {} : { json: { reason: 'x' } },
        );
        last = res.status;
        if (i < 60) expect(res.status).toBe(404);
      }
      expect(last).toBe(429);

      // Per address: a new token each time does not get round it.
      let status = 0;
      for (let i = 0; i < 121 && status !== 429; i++) status = (await limited.request(`/api/producer/request?token=guess-${i}`)).status;
      expect(status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('webhooks', () => {
  it("every event of a request's life is queued with the body GET /api/openapi.json describes", async () => {
    const now = t.clock.now().toISOString();
    const endpointId = crypto.randomUUID();
    await t.db.insert(webhookEndpoints).values({
      id: endpointId,
      url: 'https://crm.example/hooks',
      events: [...WEBHOOK_EVENTS],
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      createdAt: now,
      updatedAt: now,
    });
    try {
      // The tests before moved the clock on: dates the booking rules take now.
      const first = earliestBookingDate(t.config.businessTimeZone, t.clock.now());
      const later = nextValidBookingDate(addDays(first, 1), t.config.businessTimeZone, t.clock.now());
      // Booked, sent to the station, accepted through its link: created, status, slot, the station's answer.
      const { token, adminToken } = await sentToStation({ preferredDate: first, alternativeDate: null });
      expect((await answer('accept', token, { slot: SLOT })).status).toBe(200);
      // Another request: new dates through its manage link, then cancelled by an operator.
      const other = await sentToStation({ preferredDate: first, alternativeDate: null });
      const dates = { preferredDate: later };
      const reopened = await t.api(`/api/admin/orders/${other.order.id}`, { method: 'PATCH', json: { status: 'pending' }, token: adminToken });
      expect(reopened.status).toBe(200);
      expect((await t.request(`/api/orders/${other.order.id}/reschedule?token=${other.manageToken}`, { json: dates })).status).toBe(200);
      const cancelled = await t.api(`/api/admin/orders/${other.order.id}`, { method: 'PATCH', json: { status: 'cancelled' }, token: adminToken });
      expect(cancelled.status).toBe(200);
      // A station written: station.changed.
      expect((await t.api(`/api/admin/stations/${station.id}`, { method: 'PATCH', json: { showName: 'Morning Show' }, token: adminToken })).status).toBe(200);

      const queued = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
      expect(new Set(queued.map((d) => d.eventType))).toEqual(new Set(WEBHOOK_EVENTS));
      // The accept wrote a status and a slot: one answer, one station.answered, the order as it left it.
      const answered = queued.filter((d) => d.eventType === 'station.answered').map((d) => JSON.parse(d.payload) as { data: AdminOrderDetails });
      expect(answered).toHaveLength(1);
      expect(answered[0]?.data).toMatchObject({ status: 'booking_completed', slot: { startsAt: expect.any(String) } });
      const contract = responseContract(t.app.routes);
      for (const delivery of queued) contract.checkWebhook(JSON.parse(delivery.payload));
    } finally {
      await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    }
  });
});
