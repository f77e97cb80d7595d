import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, UNDO_WINDOW_MS, type AdminOrder, type AdminOrderDetails, type OrderStatus } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stations, userProfiles, users } from '../../db/schema';
import { newId } from '../../lib/random';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp({ env: { PUBLIC_URL: 'https://spotlight.example' } });
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.api(`/api/admin/orders${query}`);
  expect(res.status).toBe(200);
  return { items: (await res.json()) as AdminOrder[], total: Number(res.headers.get('x-total-count')) };
};
/** A slot the station agreed: completing a booking needs one. */
const SLOT = { startsAt: '2026-12-15T09:30:00-06:00', format: 'in_studio' };
const patch = (id: string, status: string) =>
  t.api(`/api/admin/orders/${id}`, { method: 'PATCH', json: status === 'booking_completed' ? { status, slot: SLOT } : { status } });

/** Sends whatever the outbox holds once the undo window has passed, and returns the mails sent by this call. */
async function sentMails() {
  const before = t.transport.sent.length;
  t.clock.advance(UNDO_WINDOW_MS);
  await t.outbox.drain();
  return t.transport.sent.slice(before);
}

describe('GET /api/admin/orders', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    await t.db.delete(orders);
    for (let i = 0; i < 12; i++) {
      ids.push((await t.insertOrder({ status: i % 3 === 0 ? 'booking' : 'pending' })).id);
      t.clock.advance(60_000);
    }
  });

  it("newest first by default, each order with its station's summary (the details carry its contact fields) and customerStatus; X-Total-Count", async () => {
    const { items, total } = await list();
    expect(total).toBe(12);
    expect(items.map((o) => o.id)).toEqual([...ids].reverse());
    const station = (await t.db.select().from(stations).where(eq(stations.id, items[0]!.stationId)))[0]!;
    expect(items[0]!.station).toEqual({
      id: station.id,
      callLetters: station.callLetters,
      affiliate: station.affiliate,
      market: station.market,
      state: station.state,
      showName: station.showName ?? '',
      rate: station.rate,
    });
    const details = (await (await t.api(`/api/admin/orders/${items[0]!.id}`)).json()) as AdminOrderDetails;
    expect(details.station).toMatchObject({ id: station.id, contactEmail: station.contactEmail, contactName: station.contactName });
    expect(items.find((o) => o.status === 'booking')?.customerStatus).toBe('pending');
  });

  it('sort=oldest, limit and offset page through; the total stays the full count', async () => {
    expect((await list('?sort=oldest')).items.map((o) => o.id)).toEqual(ids);
    const page = await list('?sort=oldest&limit=5&offset=5');
    expect(page.items.map((o) => o.id)).toEqual(ids.slice(5, 10));
    expect(page.total).toBe(12);
  });

  it('status= filters in the stored vocabulary', async () => {
    const { items, total } = await list('?status=booking');
    expect(total).toBe(4);
    expect(items.every((o) => o.status === 'booking')).toBe(true);
  });

  it('q= searches client, agency, contact, email, order number and call letters, ignoring case', async () => {
    const target = await t.insertOrder({ clientName: 'Zelda Quill', agencyName: 'Northwind PR', contactName: 'Ora Bell', email: 'ora@northwind.test' });
    const station = (await t.db.select().from(stations).where(eq(stations.id, target.stationId!)))[0]!;
    for (const q of ['zelda', 'NORTHWIND pr', 'ora bell', 'ora@northwind', target.orderNumber.toLowerCase()]) {
      const { items, total } = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        items.map((o) => o.id),
        q,
      ).toEqual([target.id]);
      expect(total).toBe(1);
    }
    const byStation = await list(`?q=${station.callLetters}&limit=1`);
    expect(byStation.total).toBe(13);
    // LIKE wildcards in the search are taken literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('q= ignores case beyond ASCII too, as on either database', async () => {
    const target = await t.insertOrder({ clientName: 'Élodie Brandt', agencyName: 'Ümlaut Agency' });
    for (const q of ['élodie', 'ÉLODIE', 'ümlaut agency', 'Élodie']) {
      const { items } = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        items.map((o) => o.id),
        q,
      ).toEqual([target.id]);
    }
  });

  it('limit defaults to 500 and may not exceed 5000; bad parameters are a 400', async () => {
    const before = (await list()).total;
    for (let i = 0; i < 500; i++) await t.insertOrder();
    const { items, total } = await list();
    expect(items).toHaveLength(500);
    expect(total).toBe(before + 500);
    for (const query of ['?limit=5001', '?limit=0', '?limit=abc', '?offset=-1', '?sort=sideways', '?status=confirmed']) {
      expect((await t.api(`/api/admin/orders${query}`)).status, query).toBe(400);
    }
    expect((await list('?limit=5000')).items).toHaveLength(before + 500);
  });
});

describe('PATCH /api/admin/orders/:id (stored status, customer status)', () => {
  const expected: Record<OrderStatus, { customer: string; subject: RegExp | null }> = {
    pending: { customer: 'pending', subject: null },
    sent_to_station: { customer: 'pending', subject: null },
    booking: { customer: 'pending', subject: null },
    booking_completed: { customer: 'confirmed', subject: /^Your booking is confirmed: request [0-9A-Z]{8}$/ },
    finished: { customer: 'completed', subject: /^Your interview is complete: request [0-9A-Z]{8}$/ },
    cancelled: { customer: 'cancelled', subject: /^Your booking request was cancelled: request [0-9A-Z]{8}$/ },
  };

  it.each(ORDER_STATUSES.filter((s) => s !== 'pending'))(
    '%s: stored as given, customerStatus mapped, requester emailed only when the customer status changes',
    async (status) => {
      const order = await t.insertOrder({ email: `to-${status}@example.test`, clientName: `Client <b>${status}</b>` });
      await sentMails();
      const res = await patch(order.id, status);
      expect(res.status).toBe(200);
      const body = (await res.json()) as AdminOrderDetails;
      expect(body).toMatchObject({ id: order.id, status, customerStatus: expected[status].customer });
      expect(body.history?.map((h) => h.status)).toEqual(['pending', status]);
      expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe(status);

      const mails = await sentMails();
      if (!expected[status].subject) {
        expect(mails).toEqual([]);
        return;
      }
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.to).toBe(order.email);
      expect(mail.subject).toMatch(expected[status].subject);
      expect(mail.subject).toContain(order.orderNumber);
      expect(mail.text).toContain(`Client <b>${status}</b>`);
      expect(mail.text).toContain('https://spotlight.example/track');
      expect(mail.html).toContain(`Client &lt;b&gt;${status}&lt;/b&gt;`);
      expect(mail.html).not.toContain('<b>');
    },
  );

  it('back to pending is allowed (any status at any time) and sends nothing', async () => {
    const order = await t.insertOrder({ status: 'finished' });
    await sentMails();
    const res = await patch(order.id, 'pending');
    expect(((await res.json()) as AdminOrder).customerStatus).toBe('pending');
    expect(await sentMails()).toEqual([]);
  });

  it('the status change, its email and its audit entry commit together; setting the same status writes nothing', async () => {
    const order = await t.insertOrder();
    const auditBefore = (await t.audit()).length;
    await patch(order.id, 'booking_completed');
    const entries = (await t.audit()).slice(auditBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adminId: t.admin.id,
      adminUsername: 'operator',
      action: 'order.status',
      targetType: 'order',
      targetId: order.id,
      before: { status: 'pending' },
      after: { status: 'booking_completed' },
    });
    expect(await sentMails()).toHaveLength(1);
    await patch(order.id, 'booking_completed');
    expect(await t.audit()).toHaveLength(auditBefore + 1);
    expect(await sentMails()).toEqual([]);
  });

  it('refuses statuses outside the stored vocabulary and unknown orders', async () => {
    const order = await t.insertOrder();
    for (const status of ['confirmed', 'completed', 'PENDING', '']) {
      const res = await patch(order.id, status);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        'Status must be one of: pending, sent_to_station, booking, booking_completed, finished, cancelled',
      );
    }
    expect((await patch('no-such-order', 'booking')).status).toBe(404);
  });

  it("keeps the requester's profile counters in step (confirmed bookings; spend only once completed)", async () => {
    const userId = newId();
    const now = t.clock.now().toISOString();
    await t.db
      .insert(users)
      .values({ id: userId, email: 'owner@example.test', firstName: 'O', lastName: 'W', isEmailVerified: true, createdAt: now, updatedAt: now });
    const station = (
      await t.db
        .select()
        .from(stations)
        .where(eq(stations.id, (await t.insertOrder()).stationId!))
    )[0]!;
    await t.db.update(stations).set({ rate: 1200 }).where(eq(stations.id, station.id));
    const order = await t.insertOrder({ userId, email: 'owner@example.test', stationId: station.id });
    await patch(order.id, 'booking_completed');
    // Confirmed is not paid yet: the spend counts completed bookings only.
    expect((await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]).toMatchObject({ confirmedBookings: 1, totalSpent: 0 });
    await patch(order.id, 'finished');
    expect((await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]).toMatchObject({ confirmedBookings: 1, totalSpent: 1200 });
    await patch(order.id, 'cancelled');
    expect((await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]).toMatchObject({ confirmedBookings: 0, totalSpent: 0 });
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('gives the order with its status history from the audit log (who and when)', async () => {
    const order = await t.insertOrder();
    t.clock.advance(1000);
    await patch(order.id, 'sent_to_station');
    const sentAt = t.clock.now().toISOString();
    t.clock.advance(1000);
    await patch(order.id, 'booking');
    const res = await t.api(`/api/admin/orders/${order.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminOrderDetails;
    expect(body.history).toEqual([
      { status: 'pending', at: order.createdAt, by: null },
      { status: 'sent_to_station', at: sentAt, by: 'operator' },
      { status: 'booking', at: t.clock.now().toISOString(), by: 'operator' },
    ]);
    expect((await t.api('/api/admin/orders/nope')).status).toBe(404);
  });
});

describe('DELETE /api/admin/orders/:id', () => {
  it('deletes (204) with an audit entry holding the deleted order; 404 afterwards', async () => {
    const order = await t.insertOrder({ notes: 'delete me' });
    const res = await t.api(`/api/admin/orders/${order.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toBeUndefined();
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'order.delete',
      targetId: order.id,
      before: expect.objectContaining({ notes: 'delete me' }),
      after: null,
    });
    expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('POST /api/admin/orders/bulk', () => {
  it('changes the status of several orders: one audit entry and one email each; unknown ids reported', async () => {
    const a = await t.insertOrder();
    const b = await t.insertOrder();
    await sentMails();
    const auditBefore = (await t.audit()).length;
    const res = await t.api('/api/admin/orders/bulk', { json: { action: 'status', status: 'cancelled', ids: [a.id, b.id, 'gone', a.id] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: [a.id, b.id], missing: ['gone'], changeId: expect.any(String) });
    const entries = (await t.audit()).slice(auditBefore);
    expect(entries.map((e) => [e.action, e.targetId])).toEqual([
      ['order.status', a.id],
      ['order.status', b.id],
    ]);
    expect((await sentMails()).map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
  });

  it('deletes several orders, one audit entry each', async () => {
    const a = await t.insertOrder();
    const b = await t.insertOrder();
    const auditBefore = (await t.audit()).length;
    const res = await t.api('/api/admin/orders/bulk', { json: { action: 'delete', ids: [a.id, b.id] } });
    expect(await res.json()).toEqual({ done: [a.id, b.id], missing: [], changeId: null });
    expect((await t.audit()).slice(auditBefore).map((e) => e.action)).toEqual(['order.delete', 'order.delete']);
    expect((await t.db.select().from(orders).where(eq(orders.id, a.id)))[0]).toBeUndefined();
  });

  it('validates the action, the status and the ids', async () => {
    for (const json of [
      { action: 'status', ids: ['x'] },
      { action: 'status', status: 'confirmed', ids: ['x'] },
      { action: 'archive', ids: ['x'] },
      { action: 'delete', ids: [] },
      { action: 'delete', ids: Array.from({ length: 501 }, (_, i) => `id${i}`) },
    ]) {
      expect((await t.api('/api/admin/orders/bulk', { json })).status, JSON.stringify(json).slice(0, 60)).toBe(400);
    }
  });
});
