import type { Order } from '@app/core';
import { loadOrdersJson } from './load-orders-json';
import { findCustomerOrder, type FindCustomerOrderOptions } from './find-customer-order';

/** GET /api/orders/:id for its owner or manage link; 404 for anyone else. */
export async function getCustomerOrder(opts: FindCustomerOrderOptions): Promise<Order> {
  return (await loadOrdersJson({ db: opts.db, rows: [await findCustomerOrder(opts)] }))[0] as Order;
}
