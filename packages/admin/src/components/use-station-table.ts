import { useMemo, useState } from 'react';
import type { AdminStation } from '@app/core';
import {
  DEFAULT_STATION_SORT,
  filterAdminStations,
  filterByAffiliateAndVisibility,
  nextStationSort,
  STATIONS_PAGE_SIZE,
  sortAdminStations,
  type StationSort,
  type StationSortColumn,
  type VisibilityFilter,
} from '../lib/station-table';

/** What the stations table shows: search, affiliate and visibility filters, sort and page. */
export interface StationTableView {
  search: string;
  affiliate: string;
  shown: VisibilityFilter;
}

/**
 * The stations table's view state and the rows it yields: filtered, sorted and cut into pages.
 * A new search or filter starts again at the first page.
 */
export function useStationTable(all: readonly AdminStation[]) {
  const [view, setView] = useState<StationTableView>({ search: '', affiliate: '', shown: 'all' });
  const [sort, setSort] = useState<StationSort>(DEFAULT_STATION_SORT);
  const [page, setPage] = useState(1);

  const rows = useMemo(
    () => sortAdminStations(filterByAffiliateAndVisibility(filterAdminStations(all, view.search), view.affiliate, view.shown), sort),
    [all, view, sort],
  );
  const pages = Math.max(1, Math.ceil(rows.length / STATIONS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = useMemo(() => rows.slice((current - 1) * STATIONS_PAGE_SIZE, current * STATIONS_PAGE_SIZE), [rows, current]);

  const refine = (change: Partial<StationTableView>) => {
    setView((v) => ({ ...v, ...change }));
    setPage(1);
  };
  const sortBy = (column: StationSortColumn) => setSort((s) => nextStationSort(s, column));

  return { view, refine, sort, sortBy, rows, pageRows, page: current, pages, setPage };
}
