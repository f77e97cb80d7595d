// The change feed's pages as list-changes.ts serves them (on PostgreSQL: one first statement and the
// stations kept per data version, feed-kept-stations.ts) against the plain path's (each read apart,
// nothing kept), byte for byte, on both databases, through station edits, blackouts and deletes.
import type { AdminStation, Change, ChangeEntity, ChangesPage } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, inFeedSnapshot, readChangeEntries, readFeedMeta, START } from '../../db/change-log';
import { isSqlite } from '../../db/transaction';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { statementsDuring } from '../../test/statements-during';
import { overdueCutoff } from '../orders/business-hours';
import { decodeCursor, encodeCursor } from './change-cursor';
import { listChanges } from './list-changes';
import { loadChangeRows } from './load-change-rows';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

/** The page as the feed read it before feed-kept-stations.ts: meta, entries and rows each read apart. */
async function plainPage(since: string | undefined, limit: number): Promise<ChangesPage> {
  const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
  return inFeedSnapshot(t.db, async (tx) => {
    const meta = await readFeedMeta(tx);
    const after = since === undefined ? START : decodeCursor(since, meta.epoch);
    if (after === null || comparePositions(after, meta.pruned) < 0) throw new Error('cursor not servable');
    const entries = await readChangeEntries(tx, { after, limit: limit + 1 });
    const page = entries.slice(0, limit).filter((e) => since !== undefined || e.op === 'upsert');
    const ids: Partial<Record<ChangeEntity, string[]>> = {};
    for (const e of page) if (e.op === 'upsert') (ids[e.entity as ChangeEntity] ??= []).push(e.id);
    const rows = await loadChangeRows({ tx, ids, overdueCutoff: cutoff });
    const changes = page.map((e): Change => {
      const entity = e.entity as ChangeEntity;
      const row = e.op === 'upsert' ? rows.get(`${entity}:${e.id}`) : undefined;
      return row ? { entity, id: e.id, op: 'upsert', row } : { entity, id: e.id, op: 'delete' };
    });
    const last = entries[Math.min(limit, entries.length) - 1];
    return { changes, cursor: encodeCursor(meta.epoch, last ?? after), more: entries.length > limit };
  });
}

const served = (since: string | undefined, limit: number) => listChanges({ deps: t, since, limit });

/** Every page from `since` on, served and plain, compared as the JSON the route sends; the last cursor. */
async function sameEverywhere(since: string | undefined, limit: number): Promise<{ cursor: string; pages: number }> {
  let cursor = since;
  for (let pages = 1; ; pages++) {
    const [fast, plain] = [await served(cursor, limit), await plainPage(cursor, limit)];
    expect(JSON.stringify(fast)).toBe(JSON.stringify(plain));
    cursor = fast.cursor;
    if (!fast.more) return { cursor, pages };
  }
}

describe('the change feed read with its stations kept (feed-kept-stations.ts)', () => {
  it('serves every page as the plain path does, through orders, notes, station edits, blackouts and deletes', async () => {
    const stations = (await (await t.api('/api/admin/stations')).json()) as AdminStation[];
    const [edited, blacked, deleted] = stations.slice(-3) as [AdminStation, AdminStation, AdminStation];
    const order = await t.insertOrder({ stationId: deleted.id });
    await t.insertOrder({ stationId: edited.id });
    await t.api(`/api/admin/orders/${order.id}/notes`, { json: { text: 'Called the producer' } });
    await t.insertChatQuery();
    expect((await t.api('/api/admin/notifications', { json: { title: 'Hi', message: 'There', type: 'offer', startDate: '2026-11-20' } })).status).toBe(201);

    // A full copy, in small pages and in one, twice (the second from the kept stations).
    const { cursor: start, pages } = await sameEverywhere(undefined, 7);
    expect(pages).toBeGreaterThan(stations.length / 7);
    await sameEverywhere(undefined, 5000);
    await sameEverywhere(undefined, 5000);

    // Each write moves the stations (or their blackouts): the next pages must show it.
    const blackouts = [{ from: '2026-12-24', to: '2026-12-26', note: 'Holiday programming' }];
    expect((await t.api(`/api/admin/stations/${blacked.id}/blackouts`, { method: 'PUT', json: { blackouts } })).status).toBe(200);
    const full = await served(undefined, 5000);
    expect(full.changes).toContainEqual({ entity: 'station', id: blacked.id, op: 'upsert', row: { ...blacked, blackouts } });
    await sameEverywhere(undefined, 5000);
    await sameEverywhere(start, 5000);

    expect((await t.api(`/api/admin/stations/${edited.id}`, { method: 'PATCH', json: { showName: 'Evening Show' } })).status).toBe(200);
    const changed = await served(undefined, 5000);
    expect(changed.changes).toContainEqual({
      entity: 'station',
      id: edited.id,
      op: 'upsert',
      row: { ...edited, showName: 'Evening Show', updatedAt: expect.any(String), blackouts: [] },
    });
    await sameEverywhere(undefined, 5000);
    await sameEverywhere(start, 3);

    expect((await t.api(`/api/admin/stations/${deleted.id}`, { method: 'DELETE' })).status).toBe(204);
    // Small pages first: few stations of a version not kept are read on their own.
    await sameEverywhere(start, 3);
    const gone = await served(undefined, 5000);
    expect(gone.changes.some((c) => c.id === deleted.id)).toBe(false);
    await sameEverywhere(undefined, 5000);
    await sameEverywhere(start, 5000);
  });

  it('on PostgreSQL reads a page of stations in three statements (BEGIN, the first, COMMIT), the stations kept', async () => {
    if (isSqlite(t.db)) return;
    // The catalogue is older than anything else: the full copy's first page is its stations.
    await served(undefined, 5000);
    const first = await served(undefined, 5);
    expect(first.changes.map((c) => c.entity)).toEqual(Array(5).fill('station'));
    const statements = await statementsDuring(() => served(undefined, 5));
    expect(statements).toHaveLength(3);
  });

  it('on PostgreSQL reads a page of orders alone, their stations from those kept (no join, no row built per order)', async () => {
    if (isSqlite(t.db)) return;
    await t.insertOrder();
    await served(undefined, 5000);
    const statements = await statementsDuring(() => served(undefined, 5000));
    expect(statements.filter((text) => /from "orders"/.test(text))).toHaveLength(1);
    expect(statements.filter((text) => /join "stations"/.test(text))).toEqual([]);
  });
});
