import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { CustomerOrderEvent } from '@app/core';
import { api, cancellable, param } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** `?token=` for calls made with a manage link; empty for the signed-in owner. */
const tokenQuery = (token?: string) => (token ? { token } : {});

/** GET /api/orders/:id/history: the customer's timeline of one request. */
export function useOrderHistory(id: string, token?: string) {
  return useQuery({
    queryKey: webKeys.orderHistory(id),
    queryFn: ({ signal }) => json(api.orders[':id'].history.$get({ param: param(id), query: tokenQuery(token) }, cancellable(signal))),
  });
}

/** GET /api/orders/by-manage-token: the request a manage link belongs to. */
export function useManagedOrder(token: string) {
  return useQuery({
    queryKey: webKeys.manageOrder(token),
    queryFn: ({ signal }) => json(api.orders['by-manage-token'].$get({ query: { token } }, cancellable(signal))),
    retry: false,
  });
}

/** Cancel and Change dates for one request; the lists, the request and its timeline refresh after each. */
export function useOrderActions(id: string, token?: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: webKeys.orders });
  return {
    cancel: useMutation({
      mutationFn: (reason: string | null) => json(api.orders[':id'].cancel.$post({ param: param(id), query: tokenQuery(token), json: { reason } })),
      onSuccess: async (order, reason) => {
        // A manage link stops answering once its request is cancelled: the timeline shown so far
        // gets the cancellation itself instead of being fetched again.
        if (token) {
          qc.setQueryData<CustomerOrderEvent[]>(webKeys.orderHistory(id), (events) => [
            ...(events ?? []),
            { at: order.updatedAt, actor: 'customer', kind: 'cancel', from: null, to: 'cancelled', reason },
          ]);
          await qc.cancelQueries({ queryKey: webKeys.orderHistory(id) });
          return;
        }
        await refresh();
      },
    }),
    reschedule: useMutation({
      mutationFn: (dates: { preferredDate: string; alternativeDate: string | null }) =>
        json(api.orders[':id'].reschedule.$post({ param: param(id), query: tokenQuery(token), json: dates })),
      onSuccess: refresh,
    }),
  };
}
