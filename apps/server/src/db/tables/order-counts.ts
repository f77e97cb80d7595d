import type { Kit } from '../schema/columns';
import type { ordersTable } from './orders';

/**
 * What the admin analytics and lists count, kept up to date by database triggers on `orders` in
 * the same transaction as every write to it (any writer: services, bulk changes, the CLI, a
 * seed), so reading a figure costs the same at a thousand orders as at a million.
 *
 * kind / key: 'status' / the stored status; 'station' / the station id; 'agency' / the agency
 * name (not empty); 'slot' / the 15-minute slot the order was created in (seconds since the
 * epoch divided by 900, zero-padded to 10 digits so text order is number order): a business day
 * in any time zone is a whole number of slots; 'first_action' / the tenth of an hour the first
 * operator action came after the request in (order_first_actions.ms + DELAY_OFFSET_MS,
 * divided by 360,000, zero-padded to 10 digits): the median finds its tenth of an hour from these;
 * 'station_response' / the same for the time a station took to answer through its producer link
 * (station_requests.response_ms), kept by triggers on station_requests.
 */
export const orderCountsTable = (k: Kit) =>
  k.table(
    'order_counts',
    {
      kind: k.text('kind', { enum: ['status', 'station', 'agency', 'slot', 'first_action', 'station_response'] }).notNull(),
      key: k.text('key').notNull(),
      n: k.integer('n').notNull().default(0),
    },
    (t) => [k.primaryKey({ columns: [t.kind, t.key] })],
  );

/**
 * Changes to order_counts not folded into it yet. PostgreSQL's triggers append here instead of
 * updating order_counts: concurrent bookings all move the same few counters ('pending', the
 * current slot), and an update would hold that row locked until its transaction commits,
 * queueing every booking behind the others (and deadlocking multi-order transactions that
 * touch the same counters in different orders). Appends never wait; readers add both tables
 * and fold the appended rows in now and then. SQLite has one writer at a time, so its triggers
 * update order_counts directly and this table stays empty there.
 */
export const orderCountDeltasTable = (k: Kit) =>
  k.table(
    'order_count_deltas',
    {
      id: k.serialPk(),
      kind: k.text('kind', { enum: ['status', 'station', 'agency', 'slot', 'first_action', 'station_response'] }).notNull(),
      key: k.text('key').notNull(),
      n: k.integer('n').notNull(),
    },
    // Readers sum one kind's deltas (and fold them all in now and then).
    (t) => [k.index('order_count_deltas_kind_key_idx').on(t.kind, t.key, t.n)],
  );

/**
 * How long after its creation each order got its first operator action (a status, slot or proof
 * of airing by an admin), in ms; kept by a trigger on order_events, gone with the order. Indexed
 * by ms, so the median reads one tenth of an hour of it (located from the 'first_action'
 * counters) instead of every operator event there ever was.
 */
export const orderFirstActionsTable = (k: Kit, orders: ReturnType<typeof ordersTable>) =>
  k.table(
    'order_first_actions',
    {
      orderId: k
        .text('order_id')
        .primaryKey()
        .references(() => orders.id, { onDelete: 'cascade' }),
      ms: k.epochMs('ms').notNull(),
    },
    (t) => [k.index('order_first_actions_ms_idx').on(t.ms)],
  );
