import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';
import { stations } from './stations';
import { users } from './users';

const { timestamp, uuidPk } = pgColumns;

/** PostgreSQL twin of schema/orders.ts. */
export const orders = pgTable(
  'orders',
  {
    id: uuidPk(),
    orderNumber: text('order_number').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    agencyName: text('agency_name'),
    clientName: text('client_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    interviewTopic: text('interview_topic').notNull(),
    stationId: text('station_id').references(() => stations.id, { onDelete: 'set null' }),
    preferredDate: text('preferred_date').notNull(),
    alternativeDate: text('alternative_date'),
    notes: text('notes'),
    requestGroupId: text('request_group_id'),
    status: text('status', {
      enum: ['pending', 'sent_to_station', 'booking', 'booking_completed', 'finished', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
    slotStartsAt: text('slot_starts_at'),
    slotTimeZone: text('slot_time_zone'),
    slotFormat: text('slot_format', { enum: ['in_studio', 'remote'] }),
    slotCallTime: text('slot_call_time'),
    slotProducerNote: text('slot_producer_note'),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    airedAt: timestamp('aired_at'),
    clipUrl: text('clip_url'),
    cancelReason: text('cancel_reason'),
    manageTokenHash: text('manage_token_hash'),
    threadMessageId: text('thread_message_id'),
    overdueRemindedAt: timestamp('overdue_reminded_at'),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(t.email),
    index('orders_user_id_idx').on(t.userId),
    index('orders_station_id_idx').on(t.stationId),
    index('orders_agency_name_idx').on(t.agencyName),
    uniqueIndex('orders_manage_token_hash_unique').on(t.manageTokenHash),
  ],
);
