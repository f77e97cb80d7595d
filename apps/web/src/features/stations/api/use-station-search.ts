import { useQuery } from '@tanstack/react-query';
import type { PublicStation } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** The query key of a search: GET /api/stations?q={query}. */
export const stationSearchKey = (query: string) => ['/api/stations', { q: query }] as const;

/** The trimmed search text; blank means "no search". */
export const normalizeQuery = (query: string): string => query.trim().replace(/\s+/g, ' ');

/**
 * Tells operators about a search that found nothing (the unmet-demand report). Best effort:
 * a failure here must never disturb the visitor's search.
 */
function reportSearchMiss(query: string): void {
  apiFetch<void>('/api/chat/search-miss', { method: 'POST', json: { query } }).catch((err: unknown) => {
    console.warn('search-miss report failed', err);
  });
}

/**
 * Visible stations matching a state, city, market, call letters or show name. Nothing is
 * fetched for a blank query (spec 5: station search needs non-blank trimmed text).
 */
export function useStationSearch(query: string) {
  const q = normalizeQuery(query);
  return useQuery({
    queryKey: stationSearchKey(q),
    queryFn: async ({ signal }) => {
      const stations = await apiFetch<PublicStation[]>(`/api/stations?q=${encodeURIComponent(q)}`, { signal });
      if (stations.length === 0) reportSearchMiss(q);
      return stations;
    },
    enabled: q !== '',
  });
}
