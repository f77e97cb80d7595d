import { desc, eq } from 'drizzle-orm';
import type { Order } from '@app/core';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { loadOrdersJson } from './load-orders-json';

export interface ListOrdersByEmailOptions {
  db: Pick<Db, 'select'>;
  /** Already normalised (trimmed, lower-cased). */
  email: string;
}

/** Every request made with `email`, newest first, with stations. */
export async function listOrdersByEmail({ db, email }: ListOrdersByEmailOptions): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.email, email)).orderBy(desc(orders.createdAt), desc(orders.id));
  return loadOrdersJson({ db, rows });
}
