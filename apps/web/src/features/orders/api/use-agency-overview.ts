import { useQuery } from '@tanstack/react-query';
import type { AgencyOverview } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** Under ['/api/orders', ...] so a new booking refreshes it with the list. */
export const agencyOverviewKey = ['/api/orders', 'overview'] as const;

/** The agency overview: counters, requests by customer status and by client. */
export function useAgencyOverview(enabled = true) {
  return useQuery({
    queryKey: agencyOverviewKey,
    queryFn: ({ signal }) => apiFetch<AgencyOverview>('/api/orders/overview', { signal }),
    retry: 1,
    enabled,
    meta: { signedInOnly: true },
  });
}
