import { eq, or, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import { orders } from '../../db/schema';

/**
 * The orders a user may see: those made while signed in to this account, and those made with
 * the account's email once it is verified (an unverified address proves nothing).
 */
export function ownOrdersCondition(user: Pick<SessionUser, 'id' | 'email' | 'isEmailVerified'>): SQL {
  const mine = user.isEmailVerified ? or(eq(orders.userId, user.id), eq(orders.email, user.email)) : eq(orders.userId, user.id);
  return mine ?? eq(orders.userId, user.id);
}
