import { useQuery } from '@tanstack/react-query';
import type { CustomerStatus } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** GET /api/orders/overview (the server's AgencyOverview). */
export interface AgencyOverview {
  totalBookings: number;
  confirmedBookings: number;
  /** Whole dollars: station rates of confirmed and completed requests. */
  totalSpent: number;
  byStatus: Record<CustomerStatus, number>;
  byClient: { clientName: string; total: number; confirmed: number }[];
}

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
