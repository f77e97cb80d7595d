import { useQuery } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** The agency overview: counters, requests by customer status and by client. */
export function useAgencyOverview(enabled = true) {
  return useQuery({
    queryKey: webKeys.agencyOverview, // under the orders key: a new booking refreshes it with the list
    queryFn: ({ signal }) => json(api.orders.overview.$get(undefined, cancellable(signal))),
    retry: 1,
    enabled,
    meta: { signedInOnly: true },
  });
}
