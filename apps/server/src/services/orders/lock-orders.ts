import { asc, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { forUpdate } from '../../db/sql';
import type { Tx } from '../../db/transaction';

/**
 * Takes the row locks of the orders an action is about to change, all at once and in id order,
 * before it writes anything else. Two bulk actions over overlapping requests then queue on the
 * first row they share, instead of each holding a row the other needs next (a deadlock, which
 * PostgreSQL breaks by failing one of them). On SQLite, where a writing transaction has the file
 * to itself, it is a plain read.
 */
export async function lockOrders(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await forUpdate(
    tx
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, [...ids]))
      .orderBy(asc(orders.id)),
  );
}
