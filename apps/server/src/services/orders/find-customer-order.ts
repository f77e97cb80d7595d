import { and, eq } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES } from '@app/core';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { OrderRow } from './order-json';
import { ownOrdersCondition } from './own-orders';
import { findOrderByManageToken } from './manage-links';

/** Who asks about an order: the signed-in user, and/or a manage-link token. */
export interface OrderCaller {
  user: SessionUser | null;
  token?: string | undefined;
}

export interface FindCustomerOrderOptions {
  db: Pick<Db, 'select'>;
  id: string;
  caller: OrderCaller;
}

/**
 * The order `id` if the caller may see it: the signed-in owner (own user id, or own verified
 * email), or whoever holds its live manage link. 404 otherwise, so nobody learns which ids exist.
 */
export async function findCustomerOrder({ db, id, caller }: FindCustomerOrderOptions): Promise<OrderRow> {
  if (caller.token) {
    const row = await findOrderByManageToken({ db, token: caller.token });
    if (row && row.id === id) return row;
  }
  if (caller.user) {
    const row = (
      await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), ownOrdersCondition(caller.user)))
    )[0];
    if (row) return row;
  }
  throw notFound(LIFECYCLE_MESSAGES.orderNotFound);
}
