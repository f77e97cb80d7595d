import { useQueries } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { api, cancellable, param } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/**
 * GET /api/stations/:id/availability for each station: the dates from the earliest to the latest
 * bookable day that any of them cannot take (weekends, blackouts...). Empty until loaded.
 */
export function useUnavailableDates(stationIds: readonly string[], enabled: boolean): Set<string> {
  const results = useQueries({
    queries: stationIds.map((id) => ({
      queryKey: webKeys.stationAvailability(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => json(api.stations[':id'].availability.$get({ param: param(id), query: {} }, cancellable(signal))),
      enabled,
      staleTime: 60_000,
    })),
  });
  const dates = new Set<string>();
  for (const r of results) for (const d of r.data?.unavailable ?? []) dates.add(d);
  return dates;
}
