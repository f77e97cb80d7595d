import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { recountProfile } from './recount-profile';
import type { Clock } from '../../lib/clock';

export interface LinkGuestOrdersOptions {
  /** The transaction that proves the email (verification, reset, Google). */
  tx: Pick<Db, 'select' | 'insert' | 'update'>;
  userId: string;
  /** The account's email, now verified. */
  email: string;
  clock: Clock;
}

/**
 * Guest orders made with the user's (now verified) email join the account: they get its user id
 * and the profile is recounted. Returns how many orders were linked.
 */
export async function linkGuestOrders({ tx, userId, email, clock }: LinkGuestOrdersOptions): Promise<number> {
  const linked = (
    await tx
      .update(orders)
      .set({ userId })
      .where(and(isNull(orders.userId), eq(orders.email, email.trim().toLowerCase())))
      .returning({ id: orders.id })
  ).length;
  await recountProfile({ tx, userId, clock });
  return linked;
}
