import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../../test/statements-during';
import { orders, stations } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { withPageStations } from './kept-station-rows';
import { adminStationSummaryJson } from './station-json';
import { DEFAULT_PAGE_SIZE, listAdminOrders } from '../orders/list-admin-orders';

// The request list's stations (kept-station-rows.ts): from the rows kept per data version of the
// stations, on both databases; what a join reads now, after every kind of station write, and (as
// counted on PostgreSQL, where statements can be seen) the stations read once per version.

let t: AdminTestApp;
let stationIds: string[];
beforeAll(async () => {
  t = await createAdminTestApp();
  stationIds = (await t.db.select({ id: stations.id }).from(stations).where(eq(stations.isHidden, false)).limit(3)).map((s) => s.id);
  for (const [i, stationId] of stationIds.entries()) await t.insertOrder({ stationId, clientName: `Kept ${i}` });
  await t.insertOrder({ stationId: null, clientName: 'Kept none' });
});
afterAll(() => t?.close());

const list = async () => (await listAdminOrders({ deps: t, query: { limit: DEFAULT_PAGE_SIZE, offset: 0, sort: 'newest' } })).items;

/** Every listed order's station as a join reads it now. */
async function joined() {
  const rows = await t.db.select({ id: orders.id, station: stations }).from(orders).leftJoin(stations, eq(stations.id, orders.stationId));
  return new Map(rows.map((r) => [r.id, r.station ? adminStationSummaryJson(r.station) : null]));
}

async function expectStationsAsJoined() {
  const items = await list();
  const now = await joined();
  expect(items.length).toBeGreaterThan(3);
  for (const o of items) expect(o.station, o.clientName).toEqual(now.get(o.id));
  return items;
}

describe("the request list's stations", () => {
  it('are those a join reads, after a station is changed, made, and deleted', async () => {
    const first = await expectStationsAsJoined();
    expect(first.find((o) => o.clientName === 'Kept none')?.station).toBeNull();

    await t.db.update(stations).set({ callLetters: 'KEPT-1', rate: 1234 }).where(eq(stations.id, stationIds[0]!));
    const changed = await expectStationsAsJoined();
    expect(changed.find((o) => o.clientName === 'Kept 0')?.station).toMatchObject({ callLetters: 'KEPT-1', rate: 1234 });

    const made = await t.api('/api/admin/stations', {
      json: { callLetters: 'KNEW', affiliate: 'ABC', market: 'Kept Market', state: 'TX', city: 'Austin', showName: 'Kept Show' },
    });
    expect(made.status).toBe(201);
    const madeId = ((await made.json()) as { id: string }).id;
    await t.insertOrder({ stationId: madeId, clientName: 'Kept new' });
    expect((await expectStationsAsJoined()).find((o) => o.clientName === 'Kept new')?.station).toMatchObject({ callLetters: 'KNEW' });

    expect((await t.api(`/api/admin/stations/${stationIds[1]!}`, { method: 'DELETE' })).status).toBe(204);
    expect((await expectStationsAsJoined()).find((o) => o.clientName === 'Kept 1')?.station).toBeNull();
  });

  it('are read on PostgreSQL once per version of the stations, not joined to the page', async () => {
    await list();
    const again = await statementsDuring(list);
    const touch = await statementsDuring(async () => {
      await t.db.update(stations).set({ showName: 'Kept again' }).where(eq(stations.id, stationIds[2]!));
      await list();
    });
    if (t.database.dialect === 'sqlite') return;
    expect(again.filter((text) => /from "stations"|join "stations"/.test(text))).toEqual([]);
    expect(again.filter((text) => /from "data_versions"/.test(text))).toHaveLength(1);
    expect(touch.filter((text) => /^select .* from "stations"$/.test(text))).toHaveLength(1);
    expect((await list()).find((o) => o.clientName === 'Kept 2')?.station).toMatchObject({ showName: 'Kept again' });
  });

  it('reads on its own a station made after the version was read', async () => {
    await list();
    let madeId = '';
    // The page resolves after the version beside it was read, naming a station made meanwhile.
    const page = (async () => {
      await new Promise((ok) => setTimeout(ok, 200));
      const made = await t.api('/api/admin/stations', { json: { callLetters: 'KLATE', affiliate: 'CBS', market: 'Late Market', showName: 'Late Show' } });
      madeId = ((await made.json()) as { id: string }).id;
      return [{ order: { stationId: madeId } }];
    })();
    const [row] = await withPageStations(t.db, page);
    expect(row?.station).toMatchObject({ id: madeId, callLetters: 'KLATE', market: 'Late Market' });
  });
});
