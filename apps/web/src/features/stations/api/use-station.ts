import { useQuery } from '@tanstack/react-query';
import { ApiError, json } from '@app/api-client';
import { api, cancellable, param } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** GET /api/stations/:id: the visible station, or null when it is hidden or gone (404). */
export function useStation(id: string | null) {
  return useQuery({
    queryKey: webKeys.station(id),
    queryFn: async ({ signal }) => {
      try {
        return await json(api.stations[':id'].$get({ param: param(id ?? '') }, cancellable(signal)));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled: Boolean(id),
  });
}
