import type { AdminStationListQuery } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeConfiguredDatabase, openConfiguredDatabase, serviceDb, type Database } from '../../db/open';
import { stations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/random';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { listAdminStations, type ListAdminStationsOptions } from './list-admin-stations';
import { createSharedAdminStationList, KEPT_ANSWERS, type SharedAdminStationList } from './shared-admin-station-list';

// The unpaged admin stations list served once per data version (shared-admin-station-list.ts):
// after every kind of station write, by this app or by another connection to the same database
// (a second server on PostgreSQL, the CLI on the SQLite file), the answer is byte for byte what a
// fresh read gives, X-Total-Count too; with nothing written the stations are not read again, and
// concurrent callers share one read. Runs on SQLite (project unit) and PostgreSQL (api-postgres).

let t: AdminTestApp;
let shared: SharedAdminStationList;
let reads = 0;
let other: Database | undefined;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
  const counting = async (options: ListAdminStationsOptions) => {
    reads++;
    return listAdminStations(options);
  };
  shared = createSharedAdminStationList({ db: t.db, list: counting });
});
afterAll(async () => {
  if (other) await closeConfiguredDatabase(other);
  await t?.close();
});

const QUERIES: { path: string; query: AdminStationListQuery }[] = [
  { path: '', query: {} },
  { path: '?sort=-rate', query: { sort: '-rate' } },
  { path: '?visibility=hidden&sort=callLetters', query: { visibility: 'hidden', sort: 'callLetters' } },
  { path: '?q=good&affiliate=nbc', query: { q: 'good', affiliate: 'nbc' } },
];

/** Each query's route answer is a fresh read's JSON, byte for byte, with its count. */
async function expectRouteFresh() {
  for (const { path, query } of QUERIES) {
    const res = await t.api(`/api/admin/stations${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const fresh = await listAdminStations({ db: t.db, query });
    expect(await res.text()).toBe(JSON.stringify(fresh.items));
    expect(res.headers.get('x-total-count')).toBe(String(fresh.total));
  }
}

/** The shared answer of the default list is a fresh read's, made with `expectedReads` reads. */
async function expectFresh(expectedReads: number) {
  const before = reads;
  const answer = await shared.unpaged({});
  const fresh = await listAdminStations({ db: t.db });
  expect(new TextDecoder().decode(answer.body)).toBe(JSON.stringify(fresh.items));
  expect(answer.total).toBe(fresh.total);
  expect(reads - before).toBe(expectedReads);
  return fresh;
}

const someStation = async () => (await t.db.select().from(stations).where(eq(stations.isHidden, false)).limit(1))[0]!;

describe('the unpaged admin stations list, shared per data version', () => {
  it('equals a fresh read after every kind of station write through the API', async () => {
    await expectRouteFresh();
    await expectFresh(1);
    await expectFresh(0);

    const created = await t.api('/api/admin/stations', {
      method: 'POST',
      json: { callLetters: 'KSHR', affiliate: 'NBC', market: 'Shareville', showName: 'Good Share' },
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    await expectRouteFresh();
    expect((await expectFresh(1)).items.some((s) => s.id === id)).toBe(true);

    expect((await t.api(`/api/admin/stations/${id}`, { method: 'PATCH', json: { rate: 4321, contactName: 'Shared Contact' } })).status).toBe(200);
    await expectRouteFresh();
    expect((await expectFresh(1)).items.find((s) => s.id === id)).toMatchObject({ rate: 4321, contactName: 'Shared Contact' });

    expect((await t.api(`/api/admin/stations/${id}/visibility`, { method: 'PATCH', json: { isHidden: true } })).status).toBe(200);
    await expectRouteFresh();
    expect((await expectFresh(1)).items.find((s) => s.id === id)?.isHidden).toBe(true);

    // Blackouts are not in the rows: the answer stays right whether or not it is read again.
    const blackouts = [{ from: '2026-12-21', to: '2026-12-24', note: 'Holiday programming' }];
    expect((await t.api(`/api/admin/stations/${id}/blackouts`, { method: 'PUT', json: { blackouts } })).status).toBe(200);
    await expectRouteFresh();

    expect((await t.api(`/api/admin/stations/${id}`, { method: 'DELETE' })).status).toBe(204);
    await expectRouteFresh();
    expect((await expectFresh(1)).items.some((s) => s.id === id)).toBe(false);
    await expectFresh(0);
  });

  it('shares one read between concurrent callers, and keeps a few searches of one version', async () => {
    await expectFresh(0);
    const station = await someStation();
    await inTransaction(t.db, (tx) => tx.update(stations).set({ showName: 'Concurrent Show' }).where(eq(stations.id, station.id)));
    const before = reads;
    const answers = await Promise.all(Array.from({ length: 5 }, () => shared.unpaged({})));
    expect(reads - before).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);

    const searches: AdminStationListQuery[] = Array.from({ length: KEPT_ANSWERS + 1 }, (_, i) => ({ q: `search ${i}` }));
    for (const q of searches) await shared.unpaged(q);
    const afterSearches = reads;
    await shared.unpaged(searches[KEPT_ANSWERS]!);
    expect(reads).toBe(afterSearches);
    // The oldest kept answer made room for the last.
    await shared.unpaged({});
    expect(reads).toBe(afterSearches + 1);
  });

  it('sees a station write made through another connection to the same database (another server, the CLI)', async () => {
    other = await openConfiguredDatabase(t.config, { migrate: false });
    const db = serviceDb(other);
    await expectRouteFresh();
    await expectFresh(0);
    const at = t.clock.now().toISOString();
    const id = newId();
    await inTransaction(db, (tx) =>
      tx.insert(stations).values({ id, callLetters: 'KOTH', affiliate: 'CBS', market: 'Elsewhere', isHidden: false, createdAt: at, updatedAt: at }),
    );
    await expectRouteFresh();
    expect((await expectFresh(1)).items.some((s) => s.id === id)).toBe(true);
    await inTransaction(db, (tx) => tx.update(stations).set({ contactEmail: 'other@example.test' }).where(eq(stations.id, id)));
    await expectRouteFresh();
    expect((await expectFresh(1)).items.find((s) => s.id === id)?.contactEmail).toBe('other@example.test');
    await inTransaction(db, (tx) => tx.delete(stations).where(eq(stations.id, id)));
    await expectRouteFresh();
    expect((await expectFresh(1)).items.some((s) => s.id === id)).toBe(false);
  });

  it('never keeps a station write that is rolled back', async () => {
    const before = await expectFresh(0);
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const at = t.clock.now().toISOString();
    // On SQLite the failing transaction holds the shared connection's group open meanwhile.
    const failing = inTransaction(t.db, async (tx) => {
      await tx
        .insert(stations)
        .values({ id: newId(), callLetters: 'KRBK', affiliate: 'ABC', market: 'Rollback', isHidden: false, createdAt: at, updatedAt: at });
      await gate;
      throw new Error('rolled back');
    });
    const asked = shared.unpaged({});
    await new Promise((ok) => setTimeout(ok, 20));
    release();
    await expect(failing).rejects.toThrow('rolled back');
    expect(new TextDecoder().decode((await asked).body)).toBe(JSON.stringify(before.items));
    await expectFresh(0);
    await expectRouteFresh();
  });
});
