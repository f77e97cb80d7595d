import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { users } from '../../db/schema';
import type { CountedOrder } from './counted-statuses';

export interface FindOrderOwnerOptions {
  db: Pick<Db, 'select'>;
  order: CountedOrder;
}

/** The user an order counts for: its own user id, else the verified account with its email. */
export async function findOrderOwner({ db, order }: FindOrderOwnerOptions): Promise<string | undefined> {
  if (order.userId) return order.userId;
  return (await verifiedUserWithEmail(db, { email: order.email.trim().toLowerCase() }))[0]?.id;
}

// Read by every booking of a guest.
const verifiedUserWithEmail = preparedRead((db, p: { email: string }) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, p.email), eq(users.isEmailVerified, true))),
);
