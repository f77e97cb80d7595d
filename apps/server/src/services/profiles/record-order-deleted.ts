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
export async function recordOrderDeleted({ tx, order, clock }: RecordOrderDeletedOptions): Promise<void> {
  const owner = await findOrderOwner({ db: tx, order });
  if (!owner) return;
  const confirmed = countsAsConfirmed(order.status) ? 1 : 0;
  const spent = countsAsPaid(order.status) ? 1 : 0;
  await bumpProfile({ tx, userId: owner, delta: { total: -1, confirmed: -confirmed, spent: -spent * (order.stationRate ?? 0) }, clock });
}
