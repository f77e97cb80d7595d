import type { AdminStation } from '@app/core';

/** The columns the stations table sorts by. */
export const SORTABLE_STATION_COLUMNS = ['callLetters', 'affiliate', 'market', 'rate'] as const;
export type StationSortColumn = (typeof SORTABLE_STATION_COLUMNS)[number];

export interface StationSort {
  column: StationSortColumn;
  direction: 'asc' | 'desc';
}

/** Default order of the stations table: rate ascending. */
export const DEFAULT_STATION_SORT: StationSort = { column: 'rate', direction: 'asc' };

/** Clicking a header: the active column flips direction, another column starts ascending. */
export function nextStationSort(current: StationSort, clicked: StationSortColumn): StationSort {
  if (current.column === clicked) return { column: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column: clicked, direction: 'asc' };
}

/** Stations whose call letters, market, affiliate or show name contain the text (any case). */
export function filterAdminStations(stations: readonly AdminStation[], search: string): AdminStation[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...stations];
  return stations.filter((s) => [s.callLetters, s.market, s.affiliate, s.showName ?? ''].some((f) => f.toLowerCase().includes(q)));
}

const text = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Sorted copy. Stations without a rate ('No rate') come last in both directions, so flipping
 * the order shows the dearest first rather than a block of unpriced stations. Ties keep call-letter order.
 */
export function sortAdminStations(stations: readonly AdminStation[], sort: StationSort): AdminStation[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...stations].sort((a, b) => {
    let diff: number;
    if (sort.column === 'rate') {
      if (a.rate === null || b.rate === null) {
        diff = a.rate === b.rate ? 0 : a.rate === null ? 1 : -1;
        if (diff !== 0) return diff;
      } else diff = sign * (a.rate - b.rate);
    } else diff = sign * text.compare(a[sort.column], b[sort.column]);
    return diff || text.compare(a.callLetters, b.callLetters);
  });
}

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

export type VisibilityFilter = 'all' | 'visible' | 'hidden';

/** Stations of one network (any case; '' for all) and visibility. */
export function filterByAffiliateAndVisibility(stations: readonly AdminStation[], affiliate: string, visibility: VisibilityFilter): AdminStation[] {
  const a = affiliate.trim().toUpperCase();
  return stations.filter((s) => (!a || s.affiliate.trim().toUpperCase() === a) && (visibility === 'all' || s.isHidden === (visibility === 'hidden')));
}

/** The networks present, most common first. */
export function affiliatesOf(stations: readonly AdminStation[]): string[] {
  const counts = new Map<string, number>();
  for (const s of stations) counts.set(s.affiliate, (counts.get(s.affiliate) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1] || text.compare(x[0], y[0])).map(([a]) => a);
}

/** 'Page 2 of 6'. */
export const pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`;
