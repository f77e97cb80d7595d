// GET /api/admin/stations as the stations table asks for it: a page searched, filtered and sorted,
// exactly as core's rule (admin-station-list.ts) gives it over the same stations, which is what the
// console answers from its replica (the server answers from the stations kept per data version,
// shared-admin-station-list.ts, whose test compares it with the SQL). Runs on both databases.
import {
  ADMIN_STATION_SORTS,
  adminStationsPage,
  adminStationSummaryOf,
  type AdminStation,
  type AdminStationListQuery,
  type AdminStationSummaryCounts,
} from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../../db/schema';
import { addTrickyStations, createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
  await addTrickyStations(t);
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.api(`/api/admin/stations${query}`);
  return { res, items: (await res.json()) as AdminStation[], total: Number(res.headers.get('x-total-count')) };
}
const calls = (items: readonly AdminStation[]) => items.map((s) => s.callLetters);
const queryString = (q: AdminStationListQuery) =>
  `?${new URLSearchParams(Object.entries(q).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]))).toString()}`;

describe('GET /api/admin/stations: pages, search, filters and sort', () => {
  it('without limit answers every station as before, by market then call letters, with the count', async () => {
    const { res, items, total } = await list('');
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(stations);
    expect(items).toHaveLength(rows.length);
    expect(total).toBe(rows.length);
    expect(calls(items)).toEqual(calls(adminStationsPage(items, {}).items));
    for (const key of ['contactName', 'contactEmail', 'contactPhone', 'contactTitle', 'mediaCompany']) expect(items[0]).toHaveProperty(key);
  });

  it('pages of 50 cover the sorted list once, each with the full count', async () => {
    const all = (await list('?sort=rate')).items;
    expect(all.length).toBeGreaterThan(50);
    const seen: AdminStation[] = [];
    for (let offset = 0; offset < all.length; offset += 50) {
      const page = await list(`?sort=rate&limit=50&offset=${offset}`);
      expect(page.total).toBe(all.length);
      expect(page.items.length).toBe(Math.min(50, all.length - offset));
      seen.push(...page.items);
    }
    expect(calls(seen)).toEqual(calls(all));
    const past = await list(`?sort=rate&limit=50&offset=${all.length + 10}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('offset without limit skips that many: the rest of the list, with the full count', async () => {
    const all = (await list('?sort=rate')).items;
    const rest = await list('?sort=rate&offset=10');
    expect(rest.res.status).toBe(200);
    expect(calls(rest.items)).toEqual(calls(all.slice(10)));
    expect(rest.total).toBe(all.length);
    expect((await list('')).items).toHaveLength(all.length);
    const past = await list(`?offset=${all.length + 10}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('answers exactly what core’s rule (the console’s answer) gives, for every sort and filter', async () => {
    const everything = (await list('')).items;
    const queries: AdminStationListQuery[] = [
      ...ADMIN_STATION_SORTS.map((sort) => ({ sort })),
      ...ADMIN_STATION_SORTS.map((sort) => ({ sort, limit: 7, offset: 3 })),
      { q: 'AUSTIN' },
      { q: 'good day', sort: '-rate' },
      { q: '_' },
      { q: '100%' },
      { q: 'é' },
      { q: 'É', sort: 'market' },
      { q: '-tv', sort: '-callLetters' },
      { q: 'kmi', affiliate: 'nbc' },
      { affiliate: 'NBC', sort: 'callLetters' },
      { affiliate: 'télé' },
      { visibility: 'hidden', sort: '-market' },
      { visibility: 'visible', affiliate: 'fox', limit: 5 },
      { q: 'nothing matches this' },
    ];
    for (const query of queries) {
      const got = await list(queryString(query));
      expect(got.res.status, queryString(query)).toBe(200);
      const want = adminStationsPage(everything, query);
      expect({ query, calls: calls(got.items), total: got.total }).toEqual({ query, calls: calls(want.items), total: want.total });
    }
  });

  it('filters and sorts as the table shows them: hidden only, a network in any case, rates missing last both ways', async () => {
    const hidden = await list('?visibility=hidden&limit=500');
    expect(hidden.items.length).toBeGreaterThan(0);
    expect(hidden.items.every((s) => s.isHidden)).toBe(true);
    const nbc = await list('?affiliate=nbc&sort=callLetters&limit=500');
    expect(nbc.items.every((s) => s.affiliate.toLowerCase() === 'nbc')).toBe(true);
    expect(calls(nbc.items)).toEqual(expect.arrayContaining(['kmix']));
    for (const sort of ['rate', '-rate']) {
      const rates = (await list(`?sort=${sort}`)).items.map((s) => s.rate);
      const firstNull = rates.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(rates.slice(firstNull).every((r) => r === null)).toBe(true);
    }
  });

  it.each([
    ['limit', '?limit=0'],
    ['limit', '?limit=501'],
    ['limit', '?limit=ten'],
    ['offset', '?limit=50&offset=-1'],
    ['sort', '?sort=state'],
    ['visibility', '?visibility=shown'],
    ['q', `?q=${'x'.repeat(201)}`],
  ])('400 on a bad %s (%s)', async (field, query) => {
    const res = await t.api(`/api/admin/stations${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty(field);
  });

  it('GET /api/admin/stations/summary counts the stations and their networks, as core’s rule does', async () => {
    const res = await t.api('/api/admin/stations/summary');
    expect(res.status).toBe(200);
    const summary = (await res.json()) as AdminStationSummaryCounts;
    expect(summary).toEqual(adminStationSummaryOf((await list('')).items));
    expect(summary.total).toBe((await t.db.select().from(stations)).length);
  });

  it('needs the admin token', async () => {
    expect((await t.request('/api/admin/stations?limit=50')).status).toBe(401);
    expect((await t.request('/api/admin/stations/summary')).status).toBe(401);
  });
});
