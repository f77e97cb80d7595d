import { describe, expect, it } from 'vitest';
import {
  adminStationListQuerySchema,
  adminStationsPage,
  adminStationSummaryOf,
  compareAdminStations,
  matchesAdminStationFilter,
  type AdminStationSort,
} from './admin-station-list';
import type { AdminStation } from './api-types';

const station = (callLetters: string, fields: Partial<AdminStation> = {}): AdminStation => ({
  id: callLetters,
  callLetters,
  affiliate: 'NBC',
  market: 'Austin',
  state: 'TX',
  city: null,
  showName: 'Morning Show',
  link: null,
  rate: 1000,
  isHidden: false,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  contactTitle: null,
  mediaCompany: null,
  createdAt: '',
  updatedAt: '',
  ...fields,
});

const list = [
  station('KBBB', { rate: 2000, affiliate: 'CBS', market: 'Boise' }),
  station('KAAA', { rate: null, affiliate: 'abc', market: 'austin', showName: 'Good Day', isHidden: true }),
  station('KCCC', { rate: 500, affiliate: 'FOX', market: 'Chicago' }),
  station('KDDD', { rate: 1500, affiliate: 'NBC', market: 'Dallas', showName: 'Lifestyle Live' }),
];
const order = (s: AdminStation[]) => s.map((x) => x.callLetters);
const sorted = (sort: AdminStationSort) => order([...list].sort(compareAdminStations(sort)));

describe('admin station sorting', () => {
  it('rate ascending puts stations without a rate last', () => {
    expect(sorted('rate')).toEqual(['KCCC', 'KDDD', 'KBBB', 'KAAA']);
  });

  it('rate descending keeps No rate last', () => {
    expect(sorted('-rate')).toEqual(['KBBB', 'KDDD', 'KCCC', 'KAAA']);
  });

  it('text columns sort case-insensitively both ways', () => {
    expect(sorted('affiliate')).toEqual(['KAAA', 'KBBB', 'KCCC', 'KDDD']);
    expect(sorted('-market')).toEqual(['KDDD', 'KCCC', 'KBBB', 'KAAA']);
    expect(sorted('-callLetters')).toEqual(['KDDD', 'KCCC', 'KBBB', 'KAAA']);
  });

  it('ties go by call letters, ascending whatever the direction; no sort is by market', () => {
    const tied = [station('KZZZ', { market: 'Austin' }), station('kyyy', { market: 'austin' }), station('KXXX', { market: 'Boise' })];
    expect(order(tied.sort(compareAdminStations('-market')))).toEqual(['KXXX', 'kyyy', 'KZZZ']);
    expect(order(tied.sort(compareAdminStations()))).toEqual(['kyyy', 'KZZZ', 'KXXX']);
  });
});

describe('admin station search over call letters, market, affiliate and show name', () => {
  it.each([
    ['kddd', ['KDDD']],
    ['AUSTIN', ['KAAA']],
    ['cbs', ['KBBB']],
    ['lifestyle', ['KDDD']],
    ['  ', ['KBBB', 'KAAA', 'KCCC', 'KDDD']],
    ['nothing', []],
  ])('%j finds %j', (q, expected) => {
    expect(order(list.filter((s) => matchesAdminStationFilter(s, { q })))).toEqual(expected);
  });

  it('filters by network (any case) and visibility', () => {
    expect(order(list.filter((s) => matchesAdminStationFilter(s, { affiliate: ' ABC ' })))).toEqual(['KAAA']);
    expect(order(list.filter((s) => matchesAdminStationFilter(s, { visibility: 'hidden' })))).toEqual(['KAAA']);
    expect(order(list.filter((s) => matchesAdminStationFilter(s, { visibility: 'visible', affiliate: 'nbc' })))).toEqual(['KDDD']);
  });
});

describe('a page of the list', () => {
  it('cuts the sorted matches at offset and limit and counts every match; without limit gives all', () => {
    const { items, total } = adminStationsPage(list, { sort: 'rate', limit: 2, offset: 1 });
    expect(order(items)).toEqual(['KDDD', 'KBBB']);
    expect(total).toBe(4);
    expect(order(adminStationsPage(list, { visibility: 'visible' }).items)).toEqual(['KBBB', 'KCCC', 'KDDD']);
    // offset alone: the rest of the list from there.
    expect(order(adminStationsPage(list, { sort: 'rate', offset: 1 }).items)).toEqual(order(adminStationsPage(list, { sort: 'rate' }).items.slice(1)));
  });

  it('reads the query as the server does, refusing bad values', () => {
    expect(adminStationListQuerySchema.parse({ limit: '50', offset: '100', sort: '-rate', visibility: 'hidden', q: ' k ' })).toEqual({
      limit: 50,
      offset: 100,
      sort: '-rate',
      visibility: 'hidden',
      q: 'k',
    });
    for (const bad of [
      { limit: '0' },
      { limit: '501' },
      { limit: '1.5' },
      { offset: '-1' },
      { sort: 'state' },
      { visibility: 'shown' },
      { q: 'x'.repeat(201) },
    ]) {
      expect(adminStationListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('summarises the networks, most common first', () => {
    expect(adminStationSummaryOf([...list, station('KEEE', { affiliate: 'CBS' })])).toEqual({
      total: 5,
      affiliates: [
        { affiliate: 'CBS', count: 2 },
        { affiliate: 'abc', count: 1 },
        { affiliate: 'FOX', count: 1 },
        { affiliate: 'NBC', count: 1 },
      ],
    });
  });
});
