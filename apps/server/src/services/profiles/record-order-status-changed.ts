import type { OrderStatus } from '@app/core';
import type { Db } from '../../db/client';
import { bumpProfile } from './bump-profile';
import { countsAsConfirmed, countsAsPaid, type CountedOrder } from './counted-statuses';
import { findOrderOwner } from './find-order-owner';
import type { Clock } from '../../lib/clock';

export interface RecordOrderStatusChangedOptions {
  /** The transaction of the status change. */
  tx: Pick<Db, 'select' | 'insert' | 'update'>;
  order: CountedOrder;
  before: OrderStatus;
  after: OrderStatus;
  clock: Clock;
}

/**
 * Moves the confirmed count when an order enters or leaves confirmed/completed, and the spend when
 * it enters or leaves completed. Returns the owner whose counters moved, if any.
 */
export async function recordOrderStatusChanged({ tx, order, before, after, clock }: RecordOrderStatusChangedOptions): Promise<string | undefined> {
  const confirmed = Number(countsAsConfirmed(after)) - Number(countsAsConfirmed(before));
  const spent = Number(countsAsPaid(after)) - Number(countsAsPaid(before));
  if (confirmed === 0 && spent === 0) return undefined;
  const owner = await findOrderOwner({ db: tx, order });
  if (owner) await bumpProfile({ tx, userId: owner, delta: { total: 0, confirmed, spent: spent * (order.stationRate ?? 0) }, clock });
  return owner;
}
