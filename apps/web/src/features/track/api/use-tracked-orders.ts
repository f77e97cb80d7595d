import { useMutation, useQuery } from '@tanstack/react-query';
import type { Order } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** Whose requests to show: a tracking-link token, or the signed-in user's own verified email. */
export type TrackLookup = { token: string } | { email: string };

const queryString = (lookup: TrackLookup) =>
  'token' in lookup ? `token=${encodeURIComponent(lookup.token)}` : `email=${encodeURIComponent(lookup.email)}`;

/** GET /api/orders/by-email (spec 7: no retry). */
export function useTrackedOrders(lookup: TrackLookup | null) {
  return useQuery({
    queryKey: ['/api/orders/by-email', lookup],
    queryFn: ({ signal }) => apiFetch<Order[]>(`/api/orders/by-email?${queryString(lookup!)}`, { signal }),
    enabled: lookup !== null,
    retry: false,
  });
}

/** POST /api/orders/track-link: emails a 30-minute link when that email has requests. */
export function useRequestTrackLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<{ message: string }>('/api/orders/track-link', { method: 'POST', json: { email } }),
  });
}
