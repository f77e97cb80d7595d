// GET /api/admin/changes: the change feed the operator console keeps its replica with. Real app,
// real database (SQLite file; PostgreSQL under the api-postgres project).
import type { AdminOrder, AdminStation, Notification } from '@app/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyPage, copyKey, pullFeed, type FeedCopy, type FeedPage } from '../../test/change-feed';
import { cursorPosition, encodeCursor } from '../../services/changes/change-cursor';
import { pruneChangeLog } from '../../services/changes/prune-change-log';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const feed = async (pathAndQuery: string): Promise<FeedPage> => {
  const res = await t.api(pathAndQuery);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FeedPage;
};

/**
 * The feed's changes after `cursor`, in one page (the tests change less than a page), once they
 * include every item in `expected`. On PostgreSQL a committed change is served once every
 * transaction older than it has ended, which on a busy database server can take a moment.
 */
const after = async (cursor: string, expected: string[]) =>
  await vi.waitFor(
    async () => {
      const page = await feed(`/api/admin/changes?since=${encodeURIComponent(cursor)}&limit=5000`);
      expect(page.more).toBe(false);
      expect(page.changes.map((c) => copyKey(c.entity, c.id))).toEqual(expect.arrayContaining(expected));
      return page;
    },
    { timeout: 20_000, interval: 50 },
  );

/** The cursor after everything written so far. */
const head = async () => {
  const marker = await t.insertChatQuery({ query: 'marker' });
  return await vi.waitFor(
    async () => {
      const copy: FeedCopy = new Map();
      const { cursor } = await pullFeed(feed, copy, undefined, 5000);
      expect(copy.has(copyKey('chat_query', marker.id))).toBe(true);
      return cursor;
    },
    { timeout: 20_000, interval: 50 },
  );
};

describe('GET /api/admin/changes: a full copy', () => {
  it('without since, pages through every item, each once, as the admin API gives it', async () => {
    const order = await t.insertOrder();
    await t.api(`/api/admin/orders/${order.id}/notes`, { json: { text: 'Called the producer' } });
    await t.insertChatQuery();
    const notification = (await (
      await t.api('/api/admin/notifications', { json: { title: 'Hi', message: 'There', type: 'offer', startDate: '2026-11-20' } })
    ).json()) as Notification;

    const stations = (await (await t.api('/api/admin/stations')).json()) as AdminStation[];
    const copy: FeedCopy = new Map();
    await vi.waitFor(
      async () => {
        copy.clear();
        const { pages } = await pullFeed(feed, copy, undefined, 50);
        expect(pages).toBeGreaterThan(stations.length / 50);
        expect(copy.has(copyKey('notification', notification.id))).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );

    const orders = (await (await t.api('/api/admin/orders')).json()) as AdminOrder[];
    const ofEntity = (entity: string) => [...copy].filter(([k]) => k.startsWith(`${entity}:`)).map(([, v]) => v);
    expect(ofEntity('station').length).toBe(stations.length);
    for (const s of stations) expect(copy.get(copyKey('station', s.id))).toEqual({ ...s, blackouts: [] });
    expect(ofEntity('order')).toEqual(orders);
    expect(ofEntity('notification')).toEqual([notification]);
    expect(ofEntity('chat_query')).toHaveLength(1);
    expect(ofEntity('order_event')).toEqual([expect.objectContaining({ orderId: order.id, kind: 'note', to: 'Called the producer', internal: true })]);
  });

  it('takes limit 1 to 5,000 (default 1,000); other values are a 400 naming limit', async () => {
    expect((await feed('/api/admin/changes')).changes.length).toBe(Math.min(1000, (await feed('/api/admin/changes?limit=5000')).changes.length));
    expect((await feed('/api/admin/changes?limit=1')).changes).toHaveLength(1);
    for (const limit of ['0', '5001', 'ten', '1.5', '-1']) {
      const res = await t.api(`/api/admin/changes?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fieldErrors: { limit: ['limit must be a whole number from 1 to 5000'] } });
    }
  });

  it('needs an admin token', async () => {
    expect((await t.request('/api/admin/changes')).status).toBe(401);
    expect((await t.request('/api/admin/changes', { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);
  });
});

describe('GET /api/admin/changes?since=: what changed after a cursor', () => {
  it('gives an item changed several times once, in its latest state; a delete has no row', async () => {
    const a = await t.insertOrder();
    const b = await t.insertOrder();
    const cursor = await head();
    await t.api(`/api/admin/orders/${a.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } });
    await t.api(`/api/admin/orders/${a.id}`, { method: 'PATCH', json: { status: 'booking' } });
    await t.api(`/api/admin/orders/${b.id}`, { method: 'DELETE' });
    const page = await after(cursor, [copyKey('order', a.id), copyKey('order', b.id)]);
    const orderChanges = page.changes.filter((c) => c.entity === 'order');
    expect(orderChanges).toEqual([
      { entity: 'order', id: a.id, op: 'upsert', row: expect.objectContaining({ id: a.id, status: 'booking' }) },
      { entity: 'order', id: b.id, op: 'delete' },
    ]);
    const single = (await (await t.api(`/api/admin/orders?limit=5000`)).json()) as AdminOrder[];
    expect(orderChanges[0]!.row).toEqual(single.find((o) => o.id === a.id));
    // The status changes' history rows come with them.
    expect(page.changes.filter((c) => c.entity === 'order_event' && c.op === 'upsert')).toHaveLength(2);
    // Nothing changed since: an empty page, the same position.
    const again = await after(page.cursor, []);
    expect(again).toEqual({ changes: [], cursor: page.cursor, more: false });
  });

  it('a blackout change is a change of its station; a station edit changes its orders; deleting a station deletes it and its orders lose it', async () => {
    const stations = (await (await t.api('/api/admin/stations')).json()) as AdminStation[];
    const station = stations.at(-1)!;
    const order = await t.insertOrder({ stationId: station.id });
    let cursor = await head();

    const blackouts = [{ from: '2026-12-24', to: '2026-12-26', note: 'Holiday programming' }];
    expect((await t.api(`/api/admin/stations/${station.id}/blackouts`, { method: 'PUT', json: { blackouts } })).status).toBe(200);
    let page = await after(cursor, [copyKey('station', station.id)]);
    expect(page.changes).toEqual([{ entity: 'station', id: station.id, op: 'upsert', row: { ...station, blackouts } }]);
    cursor = page.cursor;

    expect((await t.api(`/api/admin/stations/${station.id}`, { method: 'PATCH', json: { showName: 'Evening Show' } })).status).toBe(200);
    page = await after(cursor, [copyKey('station', station.id), copyKey('order', order.id)]);
    expect(page.changes).toEqual(
      expect.arrayContaining([
        { entity: 'station', id: station.id, op: 'upsert', row: expect.objectContaining({ showName: 'Evening Show', blackouts }) },
        { entity: 'order', id: order.id, op: 'upsert', row: expect.objectContaining({ station: expect.objectContaining({ showName: 'Evening Show' }) }) },
      ]),
    );
    cursor = page.cursor;

    expect((await t.api(`/api/admin/stations/${station.id}`, { method: 'DELETE' })).status).toBe(204);
    page = await after(cursor, [copyKey('station', station.id), copyKey('order', order.id)]);
    const copy: FeedCopy = new Map([[copyKey('station', station.id), {}]]);
    applyPage(copy, page);
    expect(copy.has(copyKey('station', station.id))).toBe(false);
    expect(page.changes).toContainEqual({ entity: 'order', id: order.id, op: 'upsert', row: expect.objectContaining({ stationId: '', station: null }) });
  });

  it('records notifications created, edited and deleted, and chat questions logged', async () => {
    const cursor = await head();
    const created = (await (
      await t.api('/api/admin/notifications', { json: { title: 'A', message: 'B', type: 'urgent', startDate: '2026-11-20' } })
    ).json()) as Notification;
    await t.api(`/api/admin/notifications/${created.id}`, { method: 'PATCH', json: { title: 'A2' } });
    const gone = (await (
      await t.api('/api/admin/notifications', { json: { title: 'C', message: 'D', type: 'offer', startDate: '2026-11-20' } })
    ).json()) as Notification;
    await t.api(`/api/admin/notifications/${gone.id}`, { method: 'DELETE' });
    const query = await t.insertChatQuery({ query: 'cooking shows in ohio' });
    const page = await after(cursor, [copyKey('chat_query', query.id)]);
    expect(page.changes).toEqual([
      { entity: 'notification', id: created.id, op: 'upsert', row: expect.objectContaining({ title: 'A2' }) },
      { entity: 'notification', id: gone.id, op: 'delete' },
      {
        entity: 'chat_query',
        id: query.id,
        op: 'upsert',
        row: { id: query.id, userId: null, userEmail: null, query: 'cooking shows in ohio', resultsCount: 3, createdAt: query.createdAt },
      },
    ]);
  });

  it('answers 410 resync_required to a cursor it cannot serve: malformed, or from another database', async () => {
    for (const since of ['', 'garbage', encodeCursor('someotherdb', { xid: '0', seq: '1' }), Buffer.from('x.y.z').toString('base64url')]) {
      const res = await t.api(`/api/admin/changes?since=${encodeURIComponent(since)}`);
      expect(res.status, since).toBe(410);
      expect(await res.json()).toMatchObject({ code: 'resync_required' });
    }
  });

  it('answers 410 to a cursor past every position it has handed out (kept from before a restore of an older backup)', async () => {
    const now = await head();
    const position = cursorPosition(now)!;
    const epoch = Buffer.from(now, 'base64url').toString('utf8').split('.')[0]!;
    const ahead = (by: { xid?: bigint; seq?: bigint }) =>
      encodeCursor(epoch, { xid: String(BigInt(position.xid) + (by.xid ?? 0n)), seq: String(BigInt(position.seq) + (by.seq ?? 0n)) });
    for (const since of [ahead({ seq: 1_000_000n }), ahead({ xid: 1_000_000n })]) {
      const res = await t.api(`/api/admin/changes?since=${encodeURIComponent(since)}`);
      expect(res.status, since).toBe(410);
      expect(await res.json()).toMatchObject({ code: 'resync_required' });
    }
    // The newest cursor itself is served: nothing new, the same cursor back.
    expect(await after(now, [])).toMatchObject({ changes: [], cursor: now, more: false });
  });

  it('answers 410 to a cursor older than deletions since forgotten; a cursor after them still serves', async () => {
    const order = await t.insertOrder();
    const before = await head();
    expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'DELETE' })).status).toBe(204);
    const afterDelete = (await after(before, [copyKey('order', order.id)])).cursor;
    // Every deletion so far is forgotten (a retention reaching into the future).
    expect(await pruneChangeLog({ deps: t, retentionMs: -365 * 24 * 3600_000 })).toBeGreaterThan(0);
    const res = await t.api(`/api/admin/changes?since=${encodeURIComponent(before)}`);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ message: 'This cursor can no longer be served: start over without one', code: 'resync_required' });
    expect((await t.api(`/api/admin/changes?since=${encodeURIComponent(afterDelete)}`)).status).toBe(200);
    // Starting over works.
    expect((await t.api('/api/admin/changes?limit=1')).status).toBe(200);
  });
});
