import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { MESSAGES, type ApiErrorBody, type Order } from '@app/core';
import { orders, stations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { orderBody, refusedOrder, rowCounts } from './booking-test-support';

// The helpers' clock starts at 2026-11-20T15:00:00Z: Friday 20 November, 10:00 in New York.
// The earliest bookable day is then Friday 27 November.
let t: TestApp;
let stationId: string;
let hiddenStationId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  const visible = (
    await t.db
      .select()
      .from(stations)
      .where(and(eq(stations.isHidden, false), isNotNull(stations.rate), isNotNull(stations.showName)))
  )[0];
  const hidden = (await t.db.select().from(stations).where(eq(stations.isHidden, true)))[0];
  if (!visible || !hidden) throw new Error('seed needs a visible station with a rate and a hidden one');
  stationId = visible.id;
  hiddenStationId = hidden.id;
});
afterAll(() => t.close());

beforeEach(async () => {
  t.clock.set('2026-11-20T15:00:00Z');
  t.transport.failing = false;
  await t.outbox.drain();
  t.transport.sent.length = 0;
});

const body = (over: Record<string, unknown> = {}) => orderBody(stationId, over);
const counts = () => rowCounts(t);
const refused = (payload: unknown, status = 400) => refusedOrder(t, payload, status);

describe('POST /api/orders: success', () => {
  it('stores a pending order and answers 201 with the order, both statuses and the station', async () => {
    const res = await t.request('/api/orders', { json: body() });
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order.orderNumber).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(order).toMatchObject({
      status: 'pending',
      customerStatus: 'pending',
      userId: null,
      // Every field as sent, the email lower-cased.
      ...body(),
      email: 'sam@example.com',
      createdAt: '2026-11-20T15:00:00.000Z',
    });
    expect(order.station?.id).toBe(stationId);
    expect(order.station).not.toHaveProperty('contactEmail');
    const row = (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0];
    expect(row).toMatchObject({ orderNumber: order.orderNumber, status: 'pending', email: 'sam@example.com', userId: null });
  });

  it('accepts an order with only the required fields; optional blanks become null', async () => {
    const res = await t.request('/api/orders', {
      json: {
        clientName: 'Jo',
        contactName: 'Jo',
        email: 'jo@example.com',
        interviewTopic: 'Tea',
        preferredDate: '2026-12-01',
        stationId,
        phone: '',
        notes: ' ',
        alternativeDate: '',
      },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ agencyName: null, phone: null, alternativeDate: null, notes: null });
  });

  it('ignores fields the client may not set (status, userId, orderNumber)', async () => {
    const res = await t.request('/api/orders', { json: body({ status: 'finished', userId: 'someone', orderNumber: 'AAAAAAAA', acceptTerms: true }) });
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order.status).toBe('pending');
    expect(order.userId).toBeNull();
    expect(order.orderNumber).not.toBe('AAAAAAAA');
  });

  it('gives every order a different request number', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await t.request('/api/orders', { json: body() });
      numbers.add(((await res.json()) as Order).orderNumber);
    }
    expect(numbers.size).toBe(10);
  });
});

describe('POST /api/orders: the two emails', () => {
  it('queues an email to OPS_EMAIL and a receipt to the requester in the same transaction', async () => {
    const before = (await counts()).outbox;
    const res = await t.request('/api/orders', { json: body({ notes: 'Bring <b>props</b> & "samples"' }) });
    const order = (await res.json()) as Order;
    expect((await counts()).outbox).toBe(before + 2);
    expect(await t.outbox.drain()).toBe(2);
    const station = (await t.db.select().from(stations).where(eq(stations.id, stationId)))[0]!;

    const ops = t.transport.sent.find((m) => m.to === t.config.opsEmail)!;
    expect(ops.subject).toContain(order.orderNumber);
    expect(ops.subject).toContain(station.callLetters);
    for (const text of [
      order.orderNumber,
      station.callLetters,
      station.affiliate,
      station.market,
      station.showName!,
      `$${station.rate!.toLocaleString('en-US')}`,
      'Bright PR',
      'Dr. Jane Smith',
      'Sam Lee',
      'sam@example.com',
      '(555) 123-4567',
      'Healthy holiday recipes',
      'Fri, Nov 27, 2026',
      'Mon, Nov 30, 2026',
      'Bring <b>props</b> & "samples"',
      'Guest',
      `${t.config.publicUrl}/admin`,
    ]) {
      expect(ops.text).toContain(text);
    }
    // User text is escaped in the HTML part.
    expect(ops.html).toContain('Bring &lt;b&gt;props&lt;/b&gt; &amp; &quot;samples&quot;');
    expect(ops.html).not.toContain('<b>props</b>');
    expect(ops.html).toContain(`href="${t.config.publicUrl}/admin"`);

    const receipt = t.transport.sent.find((m) => m.to === 'sam@example.com')!;
    expect(receipt.subject).toContain(order.orderNumber);
    for (const text of [
      order.orderNumber,
      'within 24 hours, Monday to Friday',
      'Payment will be processed after confirmation',
      `${t.config.publicUrl}/track`,
      station.callLetters,
      'Dr. Jane Smith',
      'Fri, Nov 27, 2026',
    ]) {
      expect(receipt.text).toContain(text);
    }
    expect(receipt.html).toContain(`href="${t.config.publicUrl}/track"`);
    expect(t.transport.sent).toHaveLength(2);
  });

  it('still answers 201 while SMTP is down, and delivers each email exactly once when it is back', async () => {
    t.transport.failing = true;
    const res = await t.request('/api/orders', { json: body({ email: 'outage@example.com' }) });
    expect(res.status).toBe(201);
    const { orderNumber } = (await res.json()) as Order;
    expect(await t.outbox.drain()).toBe(0);
    expect(t.transport.sent).toHaveLength(0);

    t.transport.failing = false;
    // The message that failed waits for its back-off; the other one may go at once.
    const now = await t.outbox.drain();
    expect(now).toBeLessThan(2);
    t.clock.advance(60_000);
    expect(now + (await t.outbox.drain())).toBe(2);
    t.clock.advance(10 * 60_000);
    expect(await t.outbox.drain()).toBe(0);
    const mine = t.transport.sent.filter((m) => m.subject.includes(orderNumber));
    expect(mine.map((m) => m.to).sort()).toEqual([t.config.opsEmail, 'outage@example.com'].sort());
  });
});

describe('POST /api/orders: every field rule, nothing stored on failure', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing client name', { clientName: undefined }, 'clientName', MESSAGES.clientNameRequired],
    ['blank client name', { clientName: '   ' }, 'clientName', MESSAGES.clientNameRequired],
    ['missing contact name', { contactName: undefined }, 'contactName', MESSAGES.contactNameRequired],
    ['blank contact name', { contactName: '' }, 'contactName', MESSAGES.contactNameRequired],
    ['missing email', { email: undefined }, 'email', MESSAGES.validEmailRequired],
    ['invalid email', { email: 'sam@' }, 'email', MESSAGES.validEmailRequired],
    ['missing topic', { interviewTopic: undefined }, 'interviewTopic', MESSAGES.interviewTopicRequired],
    ['invalid phone', { phone: 'call me maybe' }, 'phone', MESSAGES.invalidPhone],
    ['missing preferred date', { preferredDate: undefined }, 'preferredDate', MESSAGES.preferredDateRequired],
    ['blank preferred date', { preferredDate: '' }, 'preferredDate', MESSAGES.preferredDateRequired],
    ['preferred date 6 days ahead', { preferredDate: '2026-11-26' }, 'preferredDate', MESSAGES.preferredDateTooSoon],
    ['preferred date in the past', { preferredDate: '2025-01-06' }, 'preferredDate', MESSAGES.preferredDateTooSoon],
    ['preferred date on a Saturday', { preferredDate: '2026-11-28' }, 'preferredDate', MESSAGES.preferredDateWeekend],
    ['preferred date on a Sunday', { preferredDate: '2026-11-29' }, 'preferredDate', MESSAGES.preferredDateWeekend],
    ['preferred date not a date', { preferredDate: '2026-02-30' }, 'preferredDate', MESSAGES.invalidDate],
    ['alternative date too soon', { alternativeDate: '2026-11-25' }, 'alternativeDate', MESSAGES.alternativeDateTooSoon],
    ['alternative date on a weekend', { alternativeDate: '2026-12-05' }, 'alternativeDate', MESSAGES.alternativeDateWeekend],
    ['missing station', { stationId: undefined }, 'stationId', MESSAGES.stationMissing],
  ];
  for (const [name, over, field, message] of cases) {
    it(`refuses ${name}: '${message}'`, async () => {
      const err = await refused(body(over));
      expect(err.fieldErrors?.[field]).toEqual([message]);
      expect(err.code).toBe('validation_error');
    });
  }

  it('reports every broken field at once', async () => {
    const err = await refused({ stationId });
    expect(Object.keys(err.fieldErrors ?? {}).sort()).toEqual(['clientName', 'contactName', 'email', 'interviewTopic', 'preferredDate']);
  });

  it('refuses a hidden station and an unknown one with the station-missing message', async () => {
    for (const id of [hiddenStationId, 'no-such-station', '00000000-0000-4000-8000-000000000000']) {
      const err = await refused(body({ stationId: id }));
      expect(err.message).toBe(MESSAGES.stationMissing);
      expect(err.fieldErrors).toEqual({ stationId: [MESSAGES.stationMissing] });
      expect(err.code).toBe('station_missing');
    }
  });

  it('refuses a station hidden after the visitor opened it', async () => {
    await t.db.update(stations).set({ isHidden: true }).where(eq(stations.id, stationId));
    t.catalogue.changed(); // written straight to the database, as through this server's admin routes
    try {
      const err = await refused(body());
      expect(err.message).toBe(MESSAGES.stationMissing);
    } finally {
      await t.db.update(stations).set({ isHidden: false }).where(eq(stations.id, stationId));
      t.catalogue.changed(); // written straight to the database, as through this server's admin routes
    }
  });
});

describe('POST /api/orders: wrong types and oversized input are 4xx, never 500', () => {
  it('refuses wrong types with clear messages', async () => {
    expect((await refused(body({ clientName: 42 }))).fieldErrors?.clientName).toEqual([MESSAGES.clientNameRequired]);
    expect((await refused(body({ email: ['a@b.co'] }))).fieldErrors?.email).toEqual([MESSAGES.validEmailRequired]);
    expect((await refused(body({ preferredDate: 20261127 }))).fieldErrors?.preferredDate).toEqual([MESSAGES.invalidDate]);
    expect((await refused(body({ stationId: { id: stationId } }))).fieldErrors?.stationId).toEqual([MESSAGES.stationMissing]);
    expect((await refused(body({ notes: true }))).fieldErrors?.notes).toEqual(['Notes must be text']);
  });

  it('refuses bodies that are not an object', async () => {
    for (const payload of [null, [], 'order', 42]) await refused(payload);
  });

  it('refuses malformed JSON and a body that is not JSON', async () => {
    const before = await counts();
    const bad = await t.request('/api/orders', { body: '{"clientName":', headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).message).toBe('Malformed JSON in request body');
    const form = await t.request('/api/orders', { body: 'clientName=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses oversized strings with the field limit', async () => {
    expect((await refused(body({ clientName: 'x'.repeat(201) }))).fieldErrors?.clientName).toEqual(['Client name must be at most 200 characters']);
    expect((await refused(body({ notes: 'x'.repeat(2001) }))).fieldErrors?.notes).toEqual(['Notes must be at most 2,000 characters']);
    expect((await refused(body({ email: `${'a'.repeat(250)}@example.com` }))).fieldErrors?.email).toEqual([MESSAGES.validEmailRequired]);
  });

  it('refuses a body over 100 KB with 413', async () => {
    await refused(body({ notes: 'x'.repeat(120_000) }), 413);
  });
});
