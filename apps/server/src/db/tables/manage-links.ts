import type { Kit } from '../schema/columns';
import type { ordersTable } from './orders';

/**
 * The manage links of an order (cancel, change dates, choose an offered time): one in the
 * requester's receipt and a fresh one in each later email about the open order, so any of them
 * leads back to the request. Only the token's SHA-256 is kept; every link of an order works until
 * the order is finished or cancelled, and a reopened order's old links stay dead.
 */
export const manageLinksTable = (k: Kit, orders: ReturnType<typeof ordersTable>) =>
  k.table(
    'manage_links',
    {
      tokenHash: k.text('token_hash').primaryKey(),
      orderId: k
        .text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.index('manage_links_order_id_idx').on(t.orderId)],
  );
