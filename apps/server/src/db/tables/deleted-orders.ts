import type { Kit } from '../schema/columns';

/**
 * What an operator's delete removed, kept for the undo window (UNDO_WINDOW_MS) so the delete can
 * be undone: the order's row and its dependants (events, station request, slot offer) as they
 * were. The delete itself stays a real delete (the change feed says `delete`, the counters drop);
 * a restore inserts the rows again, which the feed and the counters' triggers see as new writes.
 * Rows older than the window are removed by the next delete.
 */
export const deletedOrdersTable = (k: Kit) =>
  k.table(
    'deleted_orders',
    {
      /** The deleted order's id (no foreign key: the order is gone). */
      orderId: k.text('order_id').primaryKey(),
      deletedAt: k.timestamp('deleted_at').notNull(),
      /** `{order, events, stationRequest, slotOffer}`: the rows as they were read before the delete. */
      rows: k.json('rows').$type<Record<string, unknown>>().notNull(),
    },
    (t) => [k.index('deleted_orders_deleted_at_idx').on(t.deletedAt)],
  );
