import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, timestamp, uuidPk } from './columns';
import { orders } from './orders';

/**
 * The history of an order: every status change, slot change, reschedule, cancellation and note.
 * Rows written by one operator action share a changeId, which is what Undo reverts.
 */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: uuidPk(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at').notNull(),
    /** `admin:<username>`, `station:<call letters>`, `customer` or `system`. */
    actor: text('actor').notNull(),
    kind: text('kind', { enum: ['status', 'slot', 'aired', 'reschedule', 'cancel', 'note', 'undo', 'offer'] }).notNull(),
    /** Before and after: a status, or JSON of a slot, of dates or of the proof of airing. */
    from: text('from'),
    to: text('to'),
    reason: text('reason'),
    /** Operator-only: never returned by customer endpoints. */
    internal: bool('internal').notNull().default(false),
    changeId: text('change_id'),
  },
  (t) => [index('order_events_order_at_idx').on(t.orderId, t.at), index('order_events_change_id_idx').on(t.changeId)],
);
