import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { manageLinks, orders } from '../../db/schema';
import { newToken, sha256 } from '../../lib/random';
import type { OrderRow } from './order-json';

/**
 * A manage link does not work while its order is in one of these, and an order reopened from one
 * of them does not revive it (an undo of the closing change does: that change never happened).
 */
export const CLOSED_STATUSES = ['finished', 'cancelled'] as const;
export const isClosed = (status: string) => (CLOSED_STATUSES as readonly string[]).includes(status);

/**
 * A new manage link for an order, for an email to its requester: the token to put in the link.
 * Only its hash is kept, so a later email cannot repeat an earlier link; it carries its own.
 */
export async function newManageLink(tx: Tx, orderId: string, at: string): Promise<string> {
  const token = newToken();
  await tx.insert(manageLinks).values({ tokenHash: sha256(token), orderId, createdAt: at });
  return token;
}

/** Ends every manage link of an order: a reopened order's old links stay dead. */
export async function endManageLinks(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(manageLinks).where(eq(manageLinks.orderId, orderId));
}

export interface FindOrderByManageTokenOptions {
  db: Pick<Db, 'select'>;
  /** The token from the manage link. */
  token: string;
}

/** The open order a manage link belongs to (a link works until its order is finished or cancelled), or undefined (unknown token, or the order is closed). */
export async function findOrderByManageToken({ db, token }: FindOrderByManageTokenOptions): Promise<OrderRow | undefined> {
  const [found] = await db
    .select({ order: orders })
    .from(manageLinks)
    .innerJoin(orders, eq(orders.id, manageLinks.orderId))
    .where(and(eq(manageLinks.tokenHash, sha256(token)), notInArray(orders.status, [...CLOSED_STATUSES])));
  return found?.order;
}
