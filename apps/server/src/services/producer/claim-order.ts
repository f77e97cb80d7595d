import { and, eq } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES, type OrderStatus } from '@app/core';
import { orders } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/errors';

/**
 * Claims an order for one answer: a conditional update that matches only while the order is still
 * in the status the answer was checked against. Two answers at once cannot both pass: on
 * PostgreSQL the second waits on the first's row lock and then matches nothing; SQLite runs
 * transactions one after the other. 409 not_allowed_now for the one that lost.
 */
export async function claimOrder({ tx, id, status, at }: { tx: Tx; id: string; status: OrderStatus; at: string }): Promise<void> {
  const claimed = await tx
    .update(orders)
    .set({ updatedAt: at })
    .where(and(eq(orders.id, id), eq(orders.status, status)))
    .returning({ id: orders.id });
  if (!claimed.length) throw new AppError(409, LIFECYCLE_MESSAGES.notAllowedNow, 'not_allowed_now');
}
