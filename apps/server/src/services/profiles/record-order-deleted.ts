import type { OrderStatus } from '@app/core';
import type { Db } from '../../db/client';
import { bumpProfile } from './bump-profile';
import { countsAsConfirmed, countsAsPaid, type CountedOrder } from './counted-statuses';
import { findOrderOwner } from './find-order-owner';
import type { Clock } from '../../lib/clock';

export interface RecordOrderDeletedOptions {
  /** The transaction of the delete. */
  tx: Pick<Db, 'select' | 'insert' | 'update'>;
  /** With its status before the delete. */
  order: CountedOrder & { status: OrderStatus };
  clock: Clock;
}

/** Uncounts an order an operator deletes. */
export async function recordOrderDeleted(opts: RecordOrderDeletedOptions): Promise<void> {
  await countOrderAgain(opts, -1);
}

/** Counts again an order whose delete an operator undid (the inverse of recordOrderDeleted). */
export async function recordOrderRestored(opts: RecordOrderDeletedOptions): Promise<void> {
  await countOrderAgain(opts, 1);
}

async function countOrderAgain({ tx, order, clock }: RecordOrderDeletedOptions, sign: 1 | -1): Promise<void> {
  const owner = await findOrderOwner({ db: tx, order });
  if (!owner) return;
  const confirmed = countsAsConfirmed(order.status) ? 1 : 0;
  const spent = countsAsPaid(order.status) ? 1 : 0;
  await bumpProfile({
    tx,
    userId: owner,
    delta: { total: sign, confirmed: sign * confirmed, spent: sign * spent * (order.stationRate ?? 0) },
    clock,
  });
}
