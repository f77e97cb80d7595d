import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, uuidPk } from './columns';
import { stations } from './stations';
import { users } from './users';

export const orders = sqliteTable(
  'orders',
  {
    id: uuidPk(),
    /** 8 characters of Crockford base32, random: shown to people as the request number. */
    orderNumber: text('order_number').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    agencyName: text('agency_name'),
    clientName: text('client_name').notNull(),
    contactName: text('contact_name').notNull(),
    /** Stored lower-cased and trimmed so tracking by email matches. */
    email: text('email').notNull(),
    phone: text('phone'),
    interviewTopic: text('interview_topic').notNull(),
    /** Null once an operator deletes the station; the order itself is kept. */
    stationId: text('station_id').references(() => stations.id, { onDelete: 'set null' }),
    preferredDate: text('preferred_date').notNull(),
    alternativeDate: text('alternative_date'),
    notes: text('notes'),
    /** Shared by the orders of one request for several stations; null for a single-station request. */
    requestGroupId: text('request_group_id'),
    /** Stored operator workflow status; customerStatus is derived (packages/core). */
    status: text('status', {
      enum: ['pending', 'sent_to_station', 'booking', 'booking_completed', 'finished', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
    /** The slot the station agreed, recorded when an operator completes the booking. */
    slotStartsAt: text('slot_starts_at'),
    /** IANA time zone of the station: the slot is shown in it. */
    slotTimeZone: text('slot_time_zone'),
    slotFormat: text('slot_format', { enum: ['in_studio', 'remote'] }),
    /** 'HH:MM' in the station's time zone. */
    slotCallTime: text('slot_call_time'),
    slotProducerNote: text('slot_producer_note'),
    /** SEQUENCE of the calendar file: raised every time an updated one is sent. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Proof of airing, recorded at finished. */
    airedAt: timestamp('aired_at'),
    clipUrl: text('clip_url'),
    /** Shown to the customer on a cancellation. */
    cancelReason: text('cancel_reason'),
    /** SHA-256 of the manage-link token emailed to the requester (the token itself is never stored). */
    manageTokenHash: text('manage_token_hash'),
    /** Message-ID of the first email about the order: later emails reference it so mail clients thread them. */
    threadMessageId: text('thread_message_id'),
    /** When the one overdue reminder went to the provider's team. */
    overdueRemindedAt: timestamp('overdue_reminded_at'),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(t.email),
    index('orders_user_id_idx').on(t.userId),
    index('orders_station_id_idx').on(t.stationId),
    // Top agencies of the admin analytics group by it (a covering index scan instead of a table scan).
    index('orders_agency_name_idx').on(t.agencyName),
    uniqueIndex('orders_manage_token_hash_unique').on(t.manageTokenHash),
  ],
);
