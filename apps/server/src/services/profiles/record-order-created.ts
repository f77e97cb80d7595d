import type { Db } from '../../db/client';
import { bumpProfile } from './bump-profile';
import type { CountedOrder } from './counted-statuses';
import { findOrderOwner } from './find-order-owner';
import type { Clock } from '../../lib/clock';

export interface RecordOrderCreatedOptions {
  /** The transaction that creates the order (before or after the insert). */
  tx: Pick<Db, 'select' | 'insert' | 'update'>;
  order: CountedOrder;
  clock: Clock;
}

/** Counts a new order (status pending) for its owner; returns the owner, if any. */
export async function recordOrderCreated({ tx, order, clock }: RecordOrderCreatedOptions): Promise<string | undefined> {
  const owner = await findOrderOwner({ db: tx, order });
  if (owner) await bumpProfile({ tx, userId: owner, delta: { total: 1, confirmed: 0, spent: 0 }, clock });
  return owner;
}
