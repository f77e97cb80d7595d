import { useQueries } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

interface Availability {
  stationId: string;
  from: string;
  to: string;
  unavailable: string[];
}

/**
 * GET /api/stations/:id/availability for each station: the dates from the earliest to the latest
 * bookable day that any of them cannot take (weekends, blackouts...). Empty until loaded.
 */
export function useUnavailableDates(stationIds: readonly string[], enabled: boolean): Set<string> {
  const results = useQueries({
    queries: stationIds.map((id) => ({
      queryKey: ['/api/stations', id, 'availability'] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Availability>(`/api/stations/${encodeURIComponent(id)}/availability`, { signal }),
      enabled,
      staleTime: 60_000,
    })),
  });
  const dates = new Set<string>();
  for (const r of results) for (const d of r.data?.unavailable ?? []) dates.add(d);
  return dates;
}
