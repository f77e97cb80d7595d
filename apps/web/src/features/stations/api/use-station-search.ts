import { useInfiniteQuery } from '@tanstack/react-query';
import { AMBIGUOUS_SEARCHES, type PublicStation, type SearchReading } from '@app/core';
import { apiFetch, apiFetchWithHeaders } from '@/lib/api-client';
import { normalizeQuery, type StationFilters } from '../lib/search-params';

export { normalizeQuery, type StationFilters } from '../lib/search-params';

/** Cards per page of results; 'Show more' loads the next page. */
export const RESULTS_PAGE_SIZE = 24;


/** The query key of a search: GET /api/stations?q={query}&… */
export const stationSearchKey = (query: string, filters: StationFilters = {}) => ['/api/stations', { q: query, ...filters }] as const;


/**
 * Tells operators about a search that found nothing (the unmet-demand report). Best effort:
 * a failure here must never disturb the visitor's search.
 */
function reportSearchMiss(query: string): void {
  apiFetch<void>('/api/chat/search-miss', { method: 'POST', json: { query } }).catch((err: unknown) => {
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

function searchUrl(query: string, filters: StationFilters, offset: number): string {
  const params = new URLSearchParams({ q: query, limit: String(RESULTS_PAGE_SIZE), offset: String(offset) });
  if (filters.affiliate) params.set('affiliate', filters.affiliate);
  if (filters.maxRate !== undefined) params.set('maxRate', String(filters.maxRate));
  if (filters.sort) params.set('sort', filters.sort);
  return `/api/stations?${params.toString()}`;
}

/**
 * Visible stations matching a state, city, market, call letters or show name, 24 at a time,
 * filtered and sorted. Nothing is fetched for a blank query (station search needs text).
 */
export function useStationSearch(query: string, filters: StationFilters = {}) {
  const q = normalizeQuery(query);
  return useInfiniteQuery({
    queryKey: stationSearchKey(q, filters),
    initialPageParam: 0,
    queryFn: async ({ signal, pageParam }): Promise<StationPage> => {
      const { data, headers } = await apiFetchWithHeaders<PublicStation[]>(searchUrl(q, filters, pageParam), { signal });
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
