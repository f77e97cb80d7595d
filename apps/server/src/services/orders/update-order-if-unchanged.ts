import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES } from '@app/core';
import type { Tx } from '../../db/transaction';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { endManageLinks, isClosed } from './manage-links';
import type { OrderRow } from './order-json';

export type OrderUpdate = Partial<Omit<OrderRow, 'id'>>;

export interface UpdateOrderIfUnchangedOptions {
  tx: Tx;
  /** The row as this transaction read it: what the change was decided on. */
  before: OrderRow;
  set: OrderUpdate;
  /** The 409's message for the loser of a race (default: the order can no longer be changed here). */
  conflictMessage?: string;
  /** The write takes back a change within its undo window: a manage link the change closed works again. */
  undo?: boolean;
}

/**
 * The one write of every state change of an order (customer cancel and reschedule, operator
 * change, bulk, undo): the UPDATE applies only while every column it writes still holds the value
 * the change was decided on, else 409 not_allowed_now and the caller's transaction rolls back.
 *
 * Why: on PostgreSQL (read committed) two requests read the same row at once and both decide; a
 * plain UPDATE would let both win, each writing its event, email and counters. This UPDATE waits
 * for the other's row lock, then re-checks its WHERE on the committed row, so exactly one wins.
 * SQLite runs transactions one after the other, where the check always holds.
 */
export async function updateOrderIfUnchanged({ tx, before, set, conflictMessage, undo = false }: UpdateOrderIfUnchangedOptions): Promise<void> {
  const values: OrderUpdate = { ...set };
  const unchanged: SQL[] = [eq(orders.id, before.id)];
  for (const key of Object.keys(values) as (keyof OrderUpdate)[]) {
    const column = orders[key];
    const old = before[key];
    unchanged.push(old === null ? isNull(column) : eq(column, old));
  }
  const updated = await tx
    .update(orders)
    .set(values)
    .where(and(...unchanged))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new AppError(409, conflictMessage ?? LIFECYCLE_MESSAGES.notAllowedNow, 'not_allowed_now');
  // A reopened order's links stay dead. While the order is closed they find nothing anyway
  // (manage-links.ts), so an undo of the closing change, which puts everything back as it was,
  // gives the customer's links back too.
  if (set.status && isClosed(before.status) && !isClosed(set.status) && !undo) await endManageLinks(tx, before.id);
}
