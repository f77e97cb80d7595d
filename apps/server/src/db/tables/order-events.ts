import type { Kit } from '../schema/columns';
import type { ordersTable } from './orders';

/**
 * The history of an order: every status change, slot change, reschedule, cancellation and note.
 * Rows written by one operator action share a changeId, which is what Undo reverts.
 */
export const orderEventsTable = (k: Kit, orders: ReturnType<typeof ordersTable>) =>
  k.table(
    'order_events',
    {
      id: k.uuidPk(),
      orderId: k
        .text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      at: k.timestamp('at').notNull(),
      /** `admin:<username>`, `station:<call letters>`, `customer` or `system`. */
      actor: k.text('actor').notNull(),
      kind: k.text('kind', { enum: ['status', 'slot', 'aired', 'reschedule', 'cancel', 'note', 'undo', 'offer'] }).notNull(),
      /** Before and after: a status, or JSON of a slot, of dates or of the proof of airing. */
      from: k.text('from'),
      to: k.text('to'),
      reason: k.text('reason'),
      /** Operator-only: never returned by customer endpoints. */
      internal: k.bool('internal').notNull().default(false),
      changeId: k.text('change_id'),
    },
    (t) => [k.index('order_events_order_at_idx').on(t.orderId, t.at), k.index('order_events_change_id_idx').on(t.changeId)],
  );
