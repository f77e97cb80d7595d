import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';
import { pgTables } from '../tables';

const { serialPk } = pgColumns;
const { orders } = pgTables;

/** PostgreSQL twin of schema/order-counts.ts. */
export const orderCounts = pgTable(
  'order_counts',
  {
    kind: text('kind', { enum: ['status', 'station', 'agency', 'slot', 'first_action'] }).notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/** PostgreSQL twin of schema/order-counts.ts: where this dialect's triggers append. */
export const orderCountDeltas = pgTable(
  'order_count_deltas',
  {
    id: serialPk(),
    kind: text('kind', { enum: ['status', 'station', 'agency', 'slot', 'first_action'] }).notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  // Readers sum one kind's deltas (and fold them all in now and then).
  (t) => [index('order_count_deltas_kind_key_idx').on(t.kind, t.key, t.n)],
);

/** PostgreSQL twin of schema/order-counts.ts's order_first_actions. */
export const orderFirstActions = pgTable(
  'order_first_actions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ms: bigint('ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_first_actions_ms_idx').on(t.ms)],
);
