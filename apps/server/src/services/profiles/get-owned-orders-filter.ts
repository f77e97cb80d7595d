import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';

export interface GetOwnedOrdersFilterOptions {
  db: Pick<Db, 'select'>;
  userId: string;
}

/**
 * The orders that count for a user: its own, plus guest orders with its email once verified.
 * Undefined when the user does not exist.
 */
export async function getOwnedOrdersFilter({ db, userId }: GetOwnedOrdersFilterOptions): Promise<SQL | undefined> {
  const user = (await db.select({ email: users.email, verified: users.isEmailVerified }).from(users).where(eq(users.id, userId)))[0];
  if (!user) return undefined;
  return user.verified ? or(eq(orders.userId, userId), and(isNull(orders.userId), eq(orders.email, user.email))) : eq(orders.userId, userId);
}
