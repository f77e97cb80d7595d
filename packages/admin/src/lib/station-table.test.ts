import { describe, expect, it } from 'vitest';
import { adminRateText, DEFAULT_STATION_SORT, nextStationSort, stationSortParam, stationsHeading } from './station-table';

describe('station table sort', () => {
  it('defaults to rate ascending', () => {
    expect(DEFAULT_STATION_SORT).toEqual({ column: 'rate', direction: 'asc' });
    expect(stationSortParam(DEFAULT_STATION_SORT)).toBe('rate');
    expect(stationSortParam({ column: 'market', direction: 'desc' })).toBe('-market');
  });

  it('clicking the active column toggles; a new column starts ascending', () => {
    const first = nextStationSort(DEFAULT_STATION_SORT, 'rate');
    expect(first).toEqual({ column: 'rate', direction: 'desc' });
    expect(nextStationSort(first, 'rate')).toEqual({ column: 'rate', direction: 'asc' });
    expect(nextStationSort(first, 'market')).toEqual({ column: 'market', direction: 'asc' });
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
