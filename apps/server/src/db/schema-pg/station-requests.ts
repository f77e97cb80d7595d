import type { OfferedSlot } from '@app/core';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';
import { orders } from './orders';

const { json, timestamp } = pgColumns;

/** PostgreSQL twin of schema/station-requests.ts. */
export const stationRequests = pgTable(
  'station_requests',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    sentAt: timestamp('sent_at').notNull(),
    remindedAt: timestamp('reminded_at'),
    answeredAt: timestamp('answered_at'),
  },
  (t) => [uniqueIndex('station_requests_token_hash_unique').on(t.tokenHash), index('station_requests_answered_at_idx').on(t.answeredAt)],
);

/** PostgreSQL twin of schema/station-requests.ts. */
export const slotOffers = pgTable('slot_offers', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['proposal', 'make_good'] }).notNull(),
  options: json('options').$type<OfferedSlot[]>().notNull(),
  note: text('note'),
  createdAt: timestamp('created_at').notNull(),
});
