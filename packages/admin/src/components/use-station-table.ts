import { useEffect, useState } from 'react';
import type { VisibilityFilter } from '@app/core';
import { useAdminStationPage } from '../api/stations';
import { DEFAULT_STATION_SORT, nextStationSort, STATIONS_PAGE_SIZE, stationSortParam, type StationSort, type StationSortColumn } from '../lib/station-table';

/** What the stations table shows: search, affiliate and visibility filters, sort and page. */
export interface StationTableView {
  search: string;
  affiliate: string;
  shown: VisibilityFilter;
}

/** The list query of the table's view (search, filters and sort), without its page. */
export const stationListFilter = (view: StationTableView, sort: StationSort) => ({
  q: view.search.trim() || undefined,
  affiliate: view.affiliate || undefined,
  visibility: view.shown === 'all' ? undefined : view.shown,
  sort: stationSortParam(sort),
});

/**
 * The stations table's view state and the page the server answers for it (search, filters and
 * sort applied by whoever answers the list: core's admin-station-list rule), 50 rows at a time.
 * A new search or filter starts again at the first page.
 */
export function useStationTable() {
  const [view, setView] = useState<StationTableView>({ search: '', affiliate: '', shown: 'all' });
  const [sort, setSort] = useState<StationSort>(DEFAULT_STATION_SORT);
  const [page, setPage] = useState(1);
  const filter = stationListFilter(view, sort);
  const list = useAdminStationPage({ ...filter, limit: STATIONS_PAGE_SIZE, offset: (page - 1) * STATIONS_PAGE_SIZE });

  const matching = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(matching / STATIONS_PAGE_SIZE));
  const refine = (change: Partial<StationTableView>) => {
    setView((v) => ({ ...v, ...change }));
    setPage(1);
  };
  const sortBy = (column: StationSortColumn) => setSort((s) => nextStationSort(s, column));
  // A page past the last (rows deleted or hidden by a filter elsewhere) falls back to the last one.
  const settled = list.data !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && page > pages) setPage(pages);
  }, [settled, page, pages]);

  return { view, refine, sort, sortBy, filter, list, pageRows: list.data?.items ?? [], matching, page: Math.min(page, pages), pages, setPage };
}
