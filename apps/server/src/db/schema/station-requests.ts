import type { OfferedSlot } from '@app/core';
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { json, timestamp } from './columns';
import { orders } from './orders';

/**
 * An order's request to its station, opened when the order is sent to the station. The producer
 * link's token is stored only as its SHA-256; a station without a contact email gets no link
 * (tokenHash null) and the provider's team relays by hand.
 */
export const stationRequests = sqliteTable(
  'station_requests',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    /** When the order was (last) sent to the station: the wait and the response time run from here. */
    sentAt: timestamp('sent_at').notNull(),
    /** When the one reminder went to the station's contact. */
    remindedAt: timestamp('reminded_at'),
    /** The station's first answer through its link. */
    answeredAt: timestamp('answered_at'),
  },
  (t) => [uniqueIndex('station_requests_token_hash_unique').on(t.tokenHash), index('station_requests_answered_at_idx').on(t.answeredAt)],
);

/**
 * The times a requester may choose from: the station's proposals, or make-good dates after a
 * bumped segment. One live offer per order; choosing one (or a later answer) removes it.
 */
export const slotOffers = sqliteTable('slot_offers', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['proposal', 'make_good'] }).notNull(),
  options: json('options').$type<OfferedSlot[]>().notNull(),
  note: text('note'),
  createdAt: timestamp('created_at').notNull(),
});
