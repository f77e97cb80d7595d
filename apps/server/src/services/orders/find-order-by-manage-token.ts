import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { sha256 } from '../../lib/random';
import type { OrderRow } from './order-json';
import { CLOSED_STATUSES } from './update-order-if-unchanged';

export interface FindOrderByManageTokenOptions {
  db: Pick<Db, 'select'>;
  /** The token from the manage link. */
  token: string;
}

/** The open order a manage link belongs to (a link works until its order is finished or cancelled), or undefined (unknown token, or the order is closed). */
export async function findOrderByManageToken({ db, token }: FindOrderByManageTokenOptions): Promise<OrderRow | undefined> {
  return (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.manageTokenHash, sha256(token)), notInArray(orders.status, [...CLOSED_STATUSES])))
  )[0];
}
