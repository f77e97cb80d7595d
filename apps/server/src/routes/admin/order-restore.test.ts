// Undoing a delete: POST /api/admin/orders/restore within the undo window puts the deleted
// requests back as they were (history, station request, counters, the owner's profile), and the
// change feed's replica holds them again. Real app, real database (SQLite file; PostgreSQL under
// the api-postgres project).
import { UNDO_WINDOW_MS, type AdminOrder, type Analytics, type Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullFeed, copyKey, type FeedCopy, type FeedPage } from '../../test/change-feed';
import { verifiedUser } from '../auth/test-support';
import { orderBody } from '../orders/booking-test-support';
import { deletedOrders } from '../../db/schema';
import { visibleStationId } from '../../test/helpers';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t?.close());

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const adminOrder = (id: string) => t.api(`/api/admin/orders/${id}`);
const history = async (id: string) => (await json<AdminOrder & { events?: unknown[] }>(await adminOrder(id))).events;
const analytics = async () => await json<Analytics>(await t.api('/api/admin/analytics'));
const profile = async (cookie: string) =>
  (await json<{ profile: { totalBookings: number; confirmedBookings: number } }>(await t.request('/api/auth/user', { headers: { Cookie: cookie } }))).profile;
const feed = async (pathAndQuery: string) => await json<FeedPage>(await t.api(pathAndQuery));

/** The change feed's replica once it holds (or no longer holds) the order. */
async function replicaAfter(copy: FeedCopy, cursor: string, id: string, present: boolean): Promise<string> {
  return await vi.waitFor(
    async () => {
      const next = await pullFeed(feed, copy, cursor, 5000);
      expect(copy.has(copyKey('order', id))).toBe(present);
      return next.cursor;
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe('POST /api/admin/orders/restore: undo of a delete', () => {
  it('puts a deleted request back with its history, counters, profile and change feed as before', async () => {
    const { email, cookie } = await verifiedUser(t);
    const order = await json<Order>(
      await t.request('/api/orders', { json: orderBody(await visibleStationId(t), { email }), headers: { Cookie: cookie } }),
      201,
    );
    await json(await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } }));
    await json(await t.api(`/api/admin/orders/${order.id}/notes`, { json: { text: 'Called the producer' } }), 201);
    t.clock.advance(UNDO_WINDOW_MS);

    const copy: FeedCopy = new Map();
    let cursor = (await pullFeed(feed, copy, undefined, 5000)).cursor;
    cursor = await replicaAfter(copy, cursor, order.id, true);
    const before = {
      order: await json<AdminOrder>(await adminOrder(order.id)),
      history: await history(order.id),
      analytics: await analytics(),
      profile: await profile(cookie),
    };
    expect(before.profile.totalBookings).toBe(1);

    expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await adminOrder(order.id)).status).toBe(404);
    expect((await analytics()).totalSubmissions).toBe(before.analytics.totalSubmissions - 1);
    expect((await profile(cookie)).totalBookings).toBe(0);
    cursor = await replicaAfter(copy, cursor, order.id, false);

    t.clock.advance(UNDO_WINDOW_MS - 1_000);
    expect(await json(await t.api('/api/admin/orders/restore', { json: { ids: [order.id] } }))).toEqual({ restored: [order.id] });
    const after = await json<AdminOrder>(await adminOrder(order.id));
    expect(after).toEqual(before.order);
    expect(await history(order.id)).toEqual(before.history);
    expect(await analytics()).toEqual(before.analytics);
    expect(await profile(cookie)).toEqual(before.profile);
    await replicaAfter(copy, cursor, order.id, true);
    // The feed's row (the list's JSON) says what the details say.
    expect(after).toMatchObject(copy.get(copyKey('order', order.id))!);

    // Restored once: a second restore has nothing to put back.
    expect((await t.api('/api/admin/orders/restore', { json: { ids: [order.id] } })).status).toBe(409);
  });

  it('undoes a bulk delete all at once; after the window, or for a request never deleted, nothing is restored (409)', async () => {
    const a = await t.insertOrder();
    const b = await t.insertOrder();
    const c = await t.insertOrder();
    const bulk = await json<{ done: string[] }>(await t.api('/api/admin/orders/bulk', { json: { action: 'delete', ids: [a.id, b.id] } }));
    expect(bulk.done.sort()).toEqual([a.id, b.id].sort());
    expect(await json(await t.api('/api/admin/orders/restore', { json: { ids: [a.id, b.id] } }))).toEqual({ restored: [a.id, b.id] });
    for (const o of [a, b]) expect((await json<AdminOrder>(await adminOrder(o.id))).orderNumber).toBe(o.orderNumber);

    // c was never deleted, so the whole restore is refused and a stays deleted.
    expect((await t.api(`/api/admin/orders/${a.id}`, { method: 'DELETE' })).status).toBe(204);
    const refused = await t.api('/api/admin/orders/restore', { json: { ids: [a.id, c.id] } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'This change can no longer be undone', code: 'not_allowed_now' });
    expect((await adminOrder(a.id)).status).toBe(404);

    t.clock.advance(UNDO_WINDOW_MS);
    expect((await t.api('/api/admin/orders/restore', { json: { ids: [a.id] } })).status).toBe(409);
    expect((await adminOrder(a.id)).status).toBe(404);
    expect((await t.api('/api/admin/orders/restore', { json: { ids: [] } })).status).toBe(400);

    // The next delete drops what older deletes kept: only its own order waits in deleted_orders.
    expect((await t.api(`/api/admin/orders/${c.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.db.select({ id: deletedOrders.orderId }).from(deletedOrders)).map((r) => r.id)).toEqual([c.id]);
  });
});
