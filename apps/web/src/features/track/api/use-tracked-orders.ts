import { useMutation, useQuery } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** Whose requests to show: a tracking-link token, or the signed-in user's own verified email. */
export type TrackLookup = { token: string } | { email: string };

/** GET /api/orders/by-email, not retried. */
export function useTrackedOrders(lookup: TrackLookup | null) {
  return useQuery({
    queryKey: webKeys.trackedOrders(lookup),
    queryFn: ({ signal }) => json(api.orders['by-email'].$get({ query: lookup! }, cancellable(signal))),
    enabled: lookup !== null,
    retry: false,
  });
}

/** POST /api/orders/track-link: emails a 30-minute link when that email has requests. */
export function useRequestTrackLink() {
  return useMutation({
    mutationFn: (email: string) => json(api.orders['track-link'].$post({ json: { email } })),
  });
}
