import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderRequestBody } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** A request for several stations answers its group. */
export interface OrderGroupAnswer {
  requestGroupId: string;
  orders: Order[];
}

/**
 * POST /api/orders with an Idempotency-Key (a retried submission never books twice); on success
 * the cached /api/orders list is invalidated, so My Bookings shows the new request.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderRequestBody; idempotencyKey: string }) =>
      apiFetch<Order | OrderGroupAnswer>('/api/orders', { method: 'POST', json: body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/orders'] }),
  });
}
