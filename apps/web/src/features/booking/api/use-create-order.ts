import { useMutation, useQueryClient } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { OrderRequestBody } from '@app/core';
import { api } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/**
 * POST /api/orders with an Idempotency-Key (a retried submission never books twice); on success
 * the cached /api/orders list is invalidated, so My Bookings shows the new request, and so is the
 * signed-in user, whose counters and badges (First Request) the booking moved.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderRequestBody; idempotencyKey: string }) =>
      json(api.orders.$post({ json: body }, { headers: { 'Idempotency-Key': idempotencyKey } })),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: webKeys.orders }), client.invalidateQueries({ queryKey: webKeys.currentUser })]),
  });
}
