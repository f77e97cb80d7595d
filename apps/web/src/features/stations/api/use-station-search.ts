import { useInfiniteQuery } from '@tanstack/react-query';
import { AMBIGUOUS_SEARCHES, type PublicStation, type SearchReading } from '@app/core';
import { stationList } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';
import { normalizeQuery, type StationFilters } from '../lib/search-params';
import { webKeys } from '@/lib/query-keys';

export { normalizeQuery, type StationFilters } from '../lib/search-params';

/** Cards per page of results; 'Show more' loads the next page. */
export const RESULTS_PAGE_SIZE = 24;

/**
 * Tells operators about a search that found nothing (the unmet-demand report). Best effort:
 * a failure here must never disturb the visitor's search.
 */
function reportSearchMiss(query: string): void {
  api.chat['search-miss'].$post({ json: { query } }).catch((err: unknown) => {
    console.warn('search-miss report failed', err);
  });
}

export interface StationPage {
  stations: PublicStation[];
  /** Stations matching, all pages together. */
  total: number;
  /** The name a misspelt search was read as. */
  corrected: string | null;
  /** The readings of an ambiguous search, each with the search that shows only it. */
  readings: SearchReading[];
}

/** The readings the server named, with their own unambiguous searches. */
function readingsOf(query: string, header: string | null): SearchReading[] {
  if (!header) return [];
  const known = Object.values(AMBIGUOUS_SEARCHES).flat();
  return header.split('|').map((label) => known.find((r) => r.label === label) ?? { label, query: label });
}

function searchQuery(query: string, filters: StationFilters, offset: number) {
  return {
    q: query,
    limit: String(RESULTS_PAGE_SIZE),
    offset: String(offset),
    affiliate: filters.affiliate || undefined,
    maxRate: filters.maxRate === undefined ? undefined : String(filters.maxRate),
    sort: filters.sort || undefined,
  };
}

/**
 * Visible stations matching a state, city, market, call letters or show name, 24 at a time,
 * filtered and sorted. Nothing is fetched for a blank query (station search needs text).
 */
export function useStationSearch(query: string, filters: StationFilters = {}) {
  const q = normalizeQuery(query);
  return useInfiniteQuery({
    queryKey: webKeys.stationSearch(q, filters),
    initialPageParam: 0,
    queryFn: async ({ signal, pageParam }): Promise<StationPage> => {
      const res = api.stations.$get({ query: searchQuery(q, filters, pageParam) }, cancellable(signal));
      const { headers } = await res;
      const data = await stationList(res);
      const total = Number(headers.get('x-total-count') ?? data.length);
      // Only a search that finds nothing at all is demand we miss (not one narrowed by filters).
      if (total === 0 && pageParam === 0 && !filters.affiliate && filters.maxRate === undefined) reportSearchMiss(q);
      return { stations: data, total, corrected: headers.get('x-search-corrected'), readings: readingsOf(q, headers.get('x-search-ambiguous')) };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.stations.length, 0);
      return loaded < last.total && last.stations.length > 0 ? loaded : undefined;
    },
    enabled: q !== '',
  });
}
