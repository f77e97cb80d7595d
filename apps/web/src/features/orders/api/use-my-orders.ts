import { useQuery } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** GET /api/orders[?agencyName=]: the signed-in user's requests, newest first. */
export const fetchMyOrders = (agencyName?: string, signal?: AbortSignal) =>
  json(api.orders.$get({ query: agencyName ? { agencyName } : {} }, cancellable(signal)));

/** The user's requests; retried once (a passing network fault should not show an error); a 401 leads to sign-in (meta.signedInOnly). */
export function useMyOrders(agencyName?: string) {
  return useQuery({
    queryKey: webKeys.myOrders(agencyName),
    queryFn: ({ signal }) => fetchMyOrders(agencyName, signal),
    retry: 1,
    meta: { signedInOnly: true },
  });
}
