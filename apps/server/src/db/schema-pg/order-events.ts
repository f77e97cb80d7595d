import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';
import { orders } from './orders';

const { bool, timestamp, uuidPk } = pgColumns;

/** PostgreSQL twin of schema/order-events.ts. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuidPk(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at').notNull(),
    actor: text('actor').notNull(),
    kind: text('kind', { enum: ['status', 'slot', 'aired', 'reschedule', 'cancel', 'note', 'undo', 'offer'] }).notNull(),
    from: text('from'),
    to: text('to'),
    reason: text('reason'),
    internal: bool('internal').notNull().default(false),
    changeId: text('change_id'),
  },
  (t) => [index('order_events_order_at_idx').on(t.orderId, t.at), index('order_events_change_id_idx').on(t.changeId)],
);
