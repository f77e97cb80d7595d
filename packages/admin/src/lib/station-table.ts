import type { AdminStationSort } from '@app/core';

// The table's view of the admin stations list. Which stations a search and the filters keep, and
// their order, is core's admin-station-list rule, applied by whoever answers the list (the server,
// or the console's replica).

/** The columns the stations table sorts by. */
export const SORTABLE_STATION_COLUMNS = ['callLetters', 'affiliate', 'market', 'rate'] as const;
export type StationSortColumn = (typeof SORTABLE_STATION_COLUMNS)[number];

export interface StationSort {
  column: StationSortColumn;
  direction: 'asc' | 'desc';
}

/** Default order of the stations table: rate ascending (stations without a rate last). */
export const DEFAULT_STATION_SORT: StationSort = { column: 'rate', direction: 'asc' };

/** Clicking a header: the active column flips direction, another column starts ascending. */
export function nextStationSort(current: StationSort, clicked: StationSortColumn): StationSort {
  if (current.column === clicked) return { column: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column: clicked, direction: 'asc' };
}

/** The server's sort parameter for the table's sort ('rate', '-market'). */
export const stationSortParam = (sort: StationSort): AdminStationSort => (sort.direction === 'asc' ? sort.column : `-${sort.column}`);

/** 'TV Stations (12 of 252)'. */
export function stationsHeading(shown: number, total: number): string {
  return `TV Stations (${shown} of ${total})`;
}

/** Rate cell: '$' plus the value, or 'No rate'. */
export function adminRateText(rate: number | null): string {
  return rate === null ? 'No rate' : `$${rate.toLocaleString('en-US')}`;
}

/** Rows per page of the stations table. */
export const STATIONS_PAGE_SIZE = 50;

/** Shown where a station has no show name (most real stations have none on record). */
export const NO_SHOW_NAME = 'No show name';

/** 'Page 2 of 6'. */
export const pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`;
