import { LIFECYCLE_MESSAGES, type Order } from '@app/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadOrdersJson } from './load-orders-json';
import { findOrderByManageToken } from './manage-links';

export interface GetOrderByManageTokenOptions {
  db: Pick<Db, 'select'>;
  token: string;
}

/** GET /api/orders/by-manage-token: the order a manage link belongs to; 404 once it is closed or unknown. */
export async function getOrderByManageToken({ db, token }: GetOrderByManageTokenOptions): Promise<Order> {
  const row = await findOrderByManageToken({ db, token });
  if (!row) throw notFound(LIFECYCLE_MESSAGES.manageLinkInvalid);
  return (await loadOrdersJson({ db, rows: [row] }))[0] as Order;
}
