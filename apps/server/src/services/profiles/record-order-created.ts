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
  /**
   * How many orders of this requester the request creates (one per station of a request for
   * several): counted together, so the owner is looked up and the counters moved once, not once
   * per station.
   */
  count?: number;
  /**
   * The owner when the caller has already looked for it in this transaction (orderOwnerRead, read
   * along with the insert): null when the order counts for nobody. Looked up when absent.
   */
  owner?: string | null | undefined;
}

/** Counts new orders (status pending) for their owner; returns the owner, if any. */
export async function recordOrderCreated({ tx, order, clock, count = 1, owner: known }: RecordOrderCreatedOptions): Promise<string | undefined> {
  const owner = known === undefined ? await findOrderOwner({ db: tx, order }) : (known ?? undefined);
  if (owner) await bumpProfile({ tx, userId: owner, delta: { total: count, confirmed: 0, spent: 0 }, clock });
  return owner;
}
