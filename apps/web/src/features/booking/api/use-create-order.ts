import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderRequestBody } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** POST /api/orders; on success the cached /api/orders list is invalidated (spec 7). */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderRequestBody) => apiFetch<Order>('/api/orders', { method: 'POST', json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/orders'] }),
  });
}
