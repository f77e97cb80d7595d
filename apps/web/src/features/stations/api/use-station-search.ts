import { useQuery } from '@tanstack/react-query';
import type { PublicStation } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** The query key of a search: GET /api/stations?q={query}. */
export const stationSearchKey = (query: string) => ['/api/stations', { q: query }] as const;

/** The trimmed search text; blank means "no search". */
export const normalizeQuery = (query: string): string => query.trim().replace(/\s+/g, ' ');

/**
 * Visible stations matching a state, city, market, call letters or show name. Nothing is
 * fetched for a blank query (spec 5: station search needs non-blank trimmed text).
 */
export function useStationSearch(query: string) {
  const q = normalizeQuery(query);
  return useQuery({
    queryKey: stationSearchKey(q),
    queryFn: ({ signal }) => apiFetch<PublicStation[]>(`/api/stations?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q !== '',
  });
}
