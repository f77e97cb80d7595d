import type { Db } from '../../db/client';
import { bumpProfile } from './bump-profile';
import type { CountedOrder } from './counted-statuses';
import { findOrderOwner } from './find-order-owner';

export interface RecordOrderCreatedOptions {
  /** The transaction that creates the order (before or after the insert). */
  tx: Pick<Db, 'select' | 'insert' | 'update'>;
  order: CountedOrder;
  now: Date;
}

/** Counts a new order (status pending) for its owner; returns the owner, if any. */
export async function recordOrderCreated({ tx, order, now }: RecordOrderCreatedOptions): Promise<string | undefined> {
  const owner = await findOrderOwner({ db: tx, order });
  if (owner) await bumpProfile({ tx, userId: owner, delta: { total: 1, confirmed: 0, spent: 0 }, now: now.toISOString() });
  return owner;
}
