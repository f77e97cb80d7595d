import type { AdminStation } from '@app/core';
import { describe, expect, it } from 'vitest';
import { adminRateText, DEFAULT_STATION_SORT, filterAdminStations, nextStationSort, sortAdminStations, stationsHeading } from './station-table';

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
  station('KAAA', { rate: null, affiliate: 'abc', market: 'austin', showName: 'Good Day' }),
  station('KCCC', { rate: 500, affiliate: 'FOX', market: 'Chicago' }),
  station('KDDD', { rate: 1500, affiliate: 'NBC', market: 'Dallas', showName: 'Lifestyle Live' }),
];
const order = (s: AdminStation[]) => s.map((x) => x.callLetters);

describe('station table sorting', () => {
  it('defaults to rate ascending, stations without a rate last', () => {
    expect(DEFAULT_STATION_SORT).toEqual({ column: 'rate', direction: 'asc' });
    expect(order(sortAdminStations(list, DEFAULT_STATION_SORT))).toEqual(['KCCC', 'KDDD', 'KBBB', 'KAAA']);
  });

  it('rate descending keeps No rate last', () => {
    expect(order(sortAdminStations(list, { column: 'rate', direction: 'desc' }))).toEqual(['KBBB', 'KDDD', 'KCCC', 'KAAA']);
  });

  it('text columns sort case-insensitively both ways', () => {
    expect(order(sortAdminStations(list, { column: 'affiliate', direction: 'asc' }))).toEqual(['KAAA', 'KBBB', 'KCCC', 'KDDD']);
    expect(order(sortAdminStations(list, { column: 'market', direction: 'desc' }))).toEqual(['KDDD', 'KCCC', 'KBBB', 'KAAA']);
    expect(order(sortAdminStations(list, { column: 'callLetters', direction: 'desc' }))).toEqual(['KDDD', 'KCCC', 'KBBB', 'KAAA']);
  });

  it('clicking the active column toggles; a new column starts ascending', () => {
    const first = nextStationSort(DEFAULT_STATION_SORT, 'rate');
    expect(first).toEqual({ column: 'rate', direction: 'desc' });
    expect(nextStationSort(first, 'rate')).toEqual({ column: 'rate', direction: 'asc' });
    expect(nextStationSort(first, 'market')).toEqual({ column: 'market', direction: 'asc' });
  });

  it('does not change the list it was given', () => {
    const copy = [...list];
    sortAdminStations(list, { column: 'market', direction: 'asc' });
    expect(list).toEqual(copy);
  });
});

describe('station search over call letters, market, affiliate and show name', () => {
  it.each([
    ['kddd', ['KDDD']],
    ['AUSTIN', ['KAAA']],
    ['cbs', ['KBBB']],
    ['lifestyle', ['KDDD']],
    ['  ', ['KBBB', 'KAAA', 'KCCC', 'KDDD']],
    ['nothing', []],
  ])('%j finds %j', (q, expected) => {
    expect(order(filterAdminStations(list, q))).toEqual(expected);
  });
});

describe('texts', () => {
  it("heading 'TV Stations (filtered of total)' and the rate cell", () => {
    expect(stationsHeading(12, 252)).toBe('TV Stations (12 of 252)');
    expect(adminRateText(1500)).toBe('$1,500');
    expect(adminRateText(0)).toBe('$0');
    expect(adminRateText(null)).toBe('No rate');
  });
});
