import { ADMIN_STATION_SORTS, adminStationsPage, adminStationSummaryOf, type AdminStationListQuery } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeConfiguredDatabase, openConfiguredDatabase, serviceDb, type Database } from '../../db/open';
import { stations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/random';
import { addTrickyStations, createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { adminStationJson } from './station-json';
import { createSharedAdminStationList, KEPT_ANSWERS, type SharedAdminStationList } from './shared-admin-station-list';
import { stationsNow, type VersionStations } from './stations-of-version';

// The admin stations list served from the stations read once per data version
// (shared-admin-station-list.ts): after every kind of station write, by this app or by another
// connection to the same database (a second server on PostgreSQL, the CLI on the SQLite file),
// the whole list and its pages are byte for byte what a fresh read gives (every station read now,
// by core's rule), X-Total-Count too, for every sort and filter; with nothing written
// the stations are not read again, and concurrent callers share one read. Runs on SQLite (project
// unit) and PostgreSQL (api-postgres).

let t: AdminTestApp;
let shared: SharedAdminStationList;
// Every read of the stations gives a new object (stations-of-version.ts); kept ones are the same.
const read = new Set<VersionStations>();
let reads = 0;
let other: Database | undefined;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
  const counting: typeof stationsNow = async (db, version) => {
    const stations = await stationsNow(db, version);
    read.add(stations);
    reads = read.size;
    return stations;
  };
  shared = createSharedAdminStationList({ db: t.db, stations: counting });
});
afterAll(async () => {
  if (other) await closeConfiguredDatabase(other);
  await t?.close();
});

/** What a fresh read gives: every station read now, searched, sorted and paged by core's rule. */
const readNow = async (query: AdminStationListQuery = {}) => adminStationsPage((await t.db.select().from(stations)).map(adminStationJson), query);

const QUERIES: { path: string; query: AdminStationListQuery }[] = [
  { path: '', query: {} },
  { path: '?sort=-rate', query: { sort: '-rate' } },
  { path: '?visibility=hidden&sort=callLetters', query: { visibility: 'hidden', sort: 'callLetters' } },
  { path: '?q=good&affiliate=nbc', query: { q: 'good', affiliate: 'nbc' } },
  { path: '?limit=50&sort=rate', query: { limit: 50, sort: 'rate' } },
  { path: '?limit=7&offset=14&sort=-market&q=a', query: { limit: 7, offset: 14, sort: '-market', q: 'a' } },
  { path: '?limit=50&offset=100000', query: { limit: 50, offset: 100000 } },
];

/** Each query's route answer is a fresh read's JSON, byte for byte, with its count. */
async function expectRouteFresh() {
  for (const { path, query } of QUERIES) {
    const res = await t.api(`/api/admin/stations${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const fresh = await readNow(query);
    expect(await res.text()).toBe(JSON.stringify(fresh.items));
    expect(res.headers.get('x-total-count')).toBe(String(fresh.total));
  }
  const summary = await t.api('/api/admin/stations/summary');
  expect(await summary.json()).toEqual(adminStationSummaryOf((await readNow()).items));
}

/** The shared answer of the default list is a fresh read's, made with `expectedReads` reads. */
async function expectFresh(expectedReads: number) {
  const before = reads;
  const answer = await shared.unpaged({});
  const fresh = await readNow();
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

  it('shares one read between concurrent callers, and answers every search of one version from it', async () => {
    await expectFresh(0);
    const station = await someStation();
    await inTransaction(t.db, (tx) => tx.update(stations).set({ showName: 'Concurrent Show' }).where(eq(stations.id, station.id)));
    const before = reads;
    const answers = await Promise.all([...Array.from({ length: 5 }, () => shared.unpaged({})), shared.page({ limit: 50, sort: 'rate' })]);
    expect(reads - before).toBe(1);
    expect(new Set(answers.slice(0, 5).map((a) => ('body' in a ? a.body : undefined))).size).toBe(1);

    // More searches than are kept: the oldest answers make room, the stations are not read again.
    const searches: AdminStationListQuery[] = Array.from({ length: KEPT_ANSWERS + 2 }, (_, i) => ({ q: `search ${i}` }));
    for (const q of searches) await shared.unpaged(q);
    const first = await shared.unpaged({});
    expect(new TextDecoder().decode(first.body)).toBe(JSON.stringify((await readNow()).items));
    expect(reads - before).toBe(1);
  });

  it('gives every sort and filter, whole and in pages, as a fresh read does', async () => {
    await addTrickyStations(t);
    const filters: AdminStationListQuery[] = [
      {},
      { q: 'good' },
      { q: 'É' },
      { q: '_' },
      { q: '100%' },
      { affiliate: 'NBC' },
      { visibility: 'hidden' },
      { visibility: 'visible', q: 'a' },
    ];
    for (const filter of filters) {
      for (const sort of ADMIN_STATION_SORTS) {
        const whole = { ...filter, sort };
        const fresh = await readNow(whole);
        const answer = await shared.unpaged(whole);
        expect(new TextDecoder().decode(answer.body)).toBe(JSON.stringify(fresh.items));
        expect(answer.total).toBe(fresh.total);
        for (const [limit, offset] of [
          [50, undefined],
          [3, 2],
          [500, 40],
          [10, fresh.total],
        ] as const) {
          const paged = { ...whole, limit, offset };
          expect(JSON.stringify(await shared.page(paged))).toBe(JSON.stringify(await readNow(paged)));
        }
      }
    }
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
