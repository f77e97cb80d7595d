import { useRef } from 'react';
import type { OrderRequestBody } from '@app/core';
import { useCreateOrder } from '../api/use-create-order';

/**
 * Sends a booking request with one Idempotency-Key per request: a second click on the same
 * request reuses it, so a retry after a lost answer never books twice. A changed request, or
 * the next one after a success, gets a new key.
 */
export function useSendBooking() {
  const createOrder = useCreateOrder();
  const submission = useRef<{ body: string; key: string } | null>(null);
  const send = async (body: OrderRequestBody) => {
    const text = JSON.stringify(body);
    if (submission.current?.body !== text) submission.current = { body: text, key: crypto.randomUUID() };
    const created = await createOrder.mutateAsync({ body, idempotencyKey: submission.current.key });
    submission.current = null;
    return created;
  };
  return { send, isPending: createOrder.isPending, reset: createOrder.reset };
}
