import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReadAlong } from '../../db/insert-together';
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
  return (await verifiedUserWithEmail(db, { email: ownerEmail(order) }))[0]?.id;
}

/**
 * The read findOrderOwner makes for a guest's order (the verified account with its email), for a
 * booking to make along with its insert (db/insert-together.ts); null when the order names its user.
 */
export function orderOwnerRead(order: CountedOrder): ReadAlong<{ id: string }> | null {
  if (order.userId) return null;
  const email = ownerEmail(order);
  return {
    run: (db) => verifiedUserWithEmail(db, { email }),
    columns: { id: users.id },
    from: users,
    where: and(eq(users.email, email), eq(users.isEmailVerified, true))!,
  };
}

const ownerEmail = (order: CountedOrder) => order.email.trim().toLowerCase();

// Read by every booking of a guest.
const verifiedUserWithEmail = preparedRead((db, p: { email: string }) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, p.email), eq(users.isEmailVerified, true))),
);
