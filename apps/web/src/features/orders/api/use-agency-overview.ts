import { useQuery } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';

/** Under ['/api/orders', ...] so a new booking refreshes it with the list. */
export const agencyOverviewKey = ['/api/orders', 'overview'] as const;

/** The agency overview: counters, requests by customer status and by client. */
export function useAgencyOverview(enabled = true) {
  return useQuery({
    queryKey: agencyOverviewKey,
    queryFn: ({ signal }) => json(api.orders.overview.$get(undefined, cancellable(signal))),
    retry: 1,
    enabled,
    meta: { signedInOnly: true },
  });
}
