import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type ApiErrorBody, type Order } from '@app/core';
import { idempotencyKeys, orders, stations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { IDEMPOTENCY_KEY_REUSED } from '../../services/orders/find-idempotent-answer';
import { IDEMPOTENCY_KEY_INVALID } from './booking';
import { orderBody, refusedOrder, rowCounts } from './booking-test-support';

// The helpers' clock: Friday 20 November 2026, 10:00 in New York; earliest bookable day Friday 27 November.
let t: TestApp;
let ids: string[];
let calls: string[];
let hiddenId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  const visible = await t.db.select().from(stations).where(eq(stations.isHidden, false)).limit(16);
  ids = visible.map((s) => s.id);
  calls = visible.map((s) => s.callLetters);
  hiddenId = (await t.db.select().from(stations).where(eq(stations.isHidden, true)))[0]!.id;
});
afterAll(() => t.close());

beforeEach(async () => {
  t.clock.set('2026-11-20T15:00:00Z');
  await t.outbox.drain();
  t.transport.sent.length = 0;
});

type Group = { requestGroupId: string; orders: Order[] };
const groupBody = (stationIds: string[], over: Record<string, unknown> = {}) => {
  const { stationId: _omit, ...rest } = orderBody('x', over);
  return { ...rest, stationIds };
};

describe('POST /api/orders with stationIds: several stations, one request', () => {
  it('creates one pending order per station sharing a requestGroupId, with one email to the requester and one to ops', async () => {
    const three = ids.slice(0, 3);
    const res = await t.request('/api/orders', { json: groupBody(three) });
    expect(res.status).toBe(201);
    const group = (await res.json()) as Group;
    expect(group.requestGroupId).toMatch(/^[0-9a-f-]{36}$/);
    expect(group.orders.map((o) => o.stationId)).toEqual(three);
    expect(new Set(group.orders.map((o) => o.orderNumber)).size).toBe(3);
    for (const o of group.orders) expect(o).toMatchObject({ status: 'pending', customerStatus: 'pending', requestGroupId: group.requestGroupId });
    const rows = await t.db.select().from(orders).where(eq(orders.requestGroupId, group.requestGroupId));
    expect(rows).toHaveLength(3);

    await t.outbox.drain();
    expect(t.transport.sent).toHaveLength(2);
    const receipt = t.transport.sent.find((m) => m.to === 'sam@example.com')!;
    const ops = t.transport.sent.find((m) => m.to === t.config.opsEmail)!;
    for (const mail of [receipt, ops]) {
      for (const o of group.orders) {
        expect(mail.text).toContain(o.orderNumber);
        expect(mail.text).toContain(o.station!.callLetters);
      }
    }
    expect(receipt.subject).toContain('3 stations');
  });

  it('keeps the subjects of a 15-station request readable: the client and a short list, every number in the body', async () => {
    await t.outbox.drain();
    const before = t.transport.sent.length;
    const res = await t.request('/api/orders', { json: groupBody(ids.slice(0, 15)) });
    const group = (await res.json()) as Group;
    await t.outbox.drain();
    const sent = t.transport.sent.slice(before);
    const receipt = sent.find((m) => m.to === 'sam@example.com')!;
    const ops = sent.find((m) => m.to === t.config.opsEmail)!;
    const client = (groupBody([]) as { clientName: string }).clientName;
    expect(receipt.subject).toBe(`We received your booking request for 15 stations: ${client}`);
    const calls = group.orders.map((o) => o.station!.callLetters);
    expect(ops.subject).toBe(`New booking request for 15 stations: ${client} (${calls.slice(0, 3).join(', ')} and 12 more)`);
    for (const o of group.orders) expect(receipt.text).toContain(o.orderNumber);
  });

  it('lets each order of a group live on its own afterwards', async () => {
    const res = await t.request('/api/orders', { json: groupBody(ids.slice(3, 5)) });
    const group = (await res.json()) as Group;
    const [first, second] = group.orders;
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first!.id));
    expect((await t.db.select().from(orders).where(eq(orders.id, second!.id)))[0]!.status).toBe('pending');
  });

  it('takes 15 stations, refuses 16, none, repeats, and both stationId and stationIds', async () => {
    const res = await t.request('/api/orders', { json: groupBody(ids.slice(0, 15)) });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Group).orders).toHaveLength(15);
    expect((await refusedOrder(t, groupBody(ids.slice(0, 16)))).fieldErrors?.stationIds).toEqual([MESSAGES.tooManyStations]);
    expect((await refusedOrder(t, groupBody([]))).fieldErrors?.stationIds).toEqual([MESSAGES.stationsRequired]);
    expect((await refusedOrder(t, groupBody([ids[0]!, ids[1]!, ids[0]!]))).fieldErrors?.stationIds).toEqual([MESSAGES.repeatedStation]);
    const both = await refusedOrder(t, { ...groupBody(ids.slice(0, 2)), stationId: ids[0] });
    expect(both.fieldErrors?.stationIds).toEqual([MESSAGES.oneStationField]);
  });

  it('refuses the whole request, naming the station, when one is hidden or unknown: nothing is written', async () => {
    for (const bad of [hiddenId, 'no-such-station']) {
      const err = await refusedOrder(t, groupBody([ids[0]!, bad, ids[1]!]));
      expect(err.message).toBe(MESSAGES.stationMissingNamed(bad));
      expect(err.message).toContain(bad);
      expect(err.fieldErrors?.stationIds).toEqual([MESSAGES.stationMissingNamed(bad)]);
    }
    await t.outbox.drain();
    expect(t.transport.sent).toHaveLength(0);
  });

  it('still takes stationId alone, answering one order as before', async () => {
    const res = await t.request('/api/orders', { json: orderBody(ids[0]!) });
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order).toMatchObject({ stationId: ids[0], requestGroupId: null });
    expect(calls[0]).toBe(order.station!.callLetters);
  });
});

describe('POST /api/orders: Idempotency-Key', () => {
  const keyed = (key: string, json: unknown) => t.request('/api/orders', { json, headers: { 'Idempotency-Key': key } });

  it('answers a retried submission with the first result and writes nothing new', async () => {
    const first = await keyed('submit-1', orderBody(ids[0]!));
    expect(first.status).toBe(201);
    const order = (await first.json()) as Order;
    await t.outbox.drain();
    const before = await rowCounts(t);
    const again = await keyed('submit-1', orderBody(ids[0]!));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(order);
    expect(await rowCounts(t)).toEqual(before);
    await t.outbox.drain();
    expect(t.transport.sent).toHaveLength(2);
  });

  it('works for a group, and two copies sent at once still book once', async () => {
    const body = groupBody(ids.slice(5, 8));
    const before = await rowCounts(t);
    const [a, b] = await Promise.all([keyed('submit-2', body), keyed('submit-2', body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const ga = (await a.json()) as Group;
    expect(await b.json()).toEqual(ga);
    expect(await t.db.select().from(orders).where(eq(orders.requestGroupId, ga.requestGroupId))).toHaveLength(3);
    expect((await rowCounts(t)).orders).toBe(before.orders + 3);
  });

  it('keeps a key 24 hours, stores only its hash, and refuses it with another body', async () => {
    const first = (await (await keyed('submit-3', orderBody(ids[9]!))).json()) as Order;
    expect(JSON.stringify(await t.db.select().from(idempotencyKeys))).not.toContain('submit-3');
    const other = await keyed('submit-3', orderBody(ids[10]!));
    expect(other.status).toBe(409);
    expect(((await other.json()) as ApiErrorBody).message).toBe(IDEMPOTENCY_KEY_REUSED);
    t.clock.set('2026-11-21T14:59:00Z');
    expect(((await (await keyed('submit-3', orderBody(ids[9]!))).json()) as Order).id).toBe(first.id);
    t.clock.set('2026-11-21T15:00:01Z');
    const later = await keyed('submit-3', orderBody(ids[9]!, { preferredDate: '2026-11-30', alternativeDate: null }));
    expect(later.status).toBe(201);
    expect(((await later.json()) as Order).id).not.toBe(first.id);
  });

  it('refuses a malformed key and writes nothing', async () => {
    const before = await rowCounts(t);
    const res = await keyed('x'.repeat(201), orderBody(ids[0]!));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).message).toBe(IDEMPOTENCY_KEY_INVALID);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('does not store a refused request: the same key may then succeed', async () => {
    const bad = await keyed('submit-4', orderBody('no-such-station'));
    expect(bad.status).toBe(400);
    const ok = await keyed('submit-4', orderBody(ids[11]!));
    expect(ok.status).toBe(201);
  });
});
