import { and, desc, sql } from 'drizzle-orm';
import type { Order } from '@app/core';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { loadOrdersJson } from './load-orders-json';
import { ownOrdersCondition } from './own-orders';

export interface ListMyOrdersOptions {
  db: Pick<Db, 'select'>;
  user: SessionUser;
  /** Only this agency's requests (compared ignoring case). */
  agencyName?: string | undefined;
}

/** The user's requests, newest first, each with customerStatus and station; optionally one agency's. */
export async function listMyOrders({ db, user, agencyName }: ListMyOrdersOptions): Promise<Order[]> {
  const scope = ownOrdersCondition(user);
  const where = agencyName ? and(scope, sql`lower(${orders.agencyName}) = lower(${agencyName})`) : scope;
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  return loadOrdersJson({ db, rows });
}
