import type { OfferedSlot } from '@app/core';
import type { Kit } from '../schema/columns';
import type { ordersTable } from './orders';

/**
 * An order's request to its station, opened when the order is sent to the station. The producer
 * link's token is stored only as its SHA-256; a station without a contact email gets no link
 * (tokenHash null) and the provider's team relays by hand.
 */
export const stationRequestsTable = (k: Kit, orders: ReturnType<typeof ordersTable>) =>
  k.table(
    'station_requests',
    {
      orderId: k
        .text('order_id')
        .primaryKey()
        .references(() => orders.id, { onDelete: 'cascade' }),
      tokenHash: k.text('token_hash'),
      /** When the order was (last) sent to the station: the wait and the response time run from here. */
      sentAt: k.timestamp('sent_at').notNull(),
      /** When the one reminder went to the station's contact. */
      remindedAt: k.timestamp('reminded_at'),
      /** The station's first answer through its link. */
      answeredAt: k.timestamp('answered_at'),
      /** Milliseconds from sentAt to answeredAt, kept so the median is read from an index. */
      responseMs: k.epochMs('response_ms'),
    },
    (t) => [
      k.uniqueIndex('station_requests_token_hash_unique').on(t.tokenHash),
      k.index('station_requests_answered_at_idx').on(t.answeredAt),
      k.index('station_requests_response_ms_idx').on(t.responseMs),
    ],
  );

/**
 * The times a requester may choose from: the station's proposals, or make-good dates after a
 * bumped segment. One live offer per order; choosing one (or a later answer) removes it.
 */
export const slotOffersTable = (k: Kit, orders: ReturnType<typeof ordersTable>) =>
  k.table('slot_offers', {
    orderId: k
      .text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: k.text('kind', { enum: ['proposal', 'make_good'] }).notNull(),
    options: k.json('options').$type<OfferedSlot[]>().notNull(),
    note: k.text('note'),
    createdAt: k.timestamp('created_at').notNull(),
  });
