import { sql } from 'drizzle-orm';
import type { Kit } from '../schema/columns';
import type { stationsTable } from './stations';
import type { usersTable } from './users';

export const ordersTable = (k: Kit, users: ReturnType<typeof usersTable>, stations: ReturnType<typeof stationsTable>) =>
  k.table(
    'orders',
    {
      id: k.uuidPk(),
      /** 8 characters of Crockford base32, random: shown to people as the request number. */
      orderNumber: k.text('order_number').notNull(),
      userId: k.text('user_id').references(() => users.id, { onDelete: 'set null' }),
      agencyName: k.text('agency_name'),
      clientName: k.text('client_name').notNull(),
      contactName: k.text('contact_name').notNull(),
      /** Stored lower-cased and trimmed so tracking by email matches. */
      email: k.text('email').notNull(),
      phone: k.text('phone'),
      interviewTopic: k.text('interview_topic').notNull(),
      /** Null once an operator deletes the station; the order itself is kept. */
      stationId: k.text('station_id').references(() => stations.id, { onDelete: 'set null' }),
      preferredDate: k.text('preferred_date').notNull(),
      alternativeDate: k.text('alternative_date'),
      notes: k.text('notes'),
      /** Shared by the orders of one request for several stations; null for a single-station request. */
      requestGroupId: k.text('request_group_id'),
      /** Stored operator workflow status; customerStatus is derived (packages/core). */
      status: k
        .text('status', {
          enum: ['pending', 'sent_to_station', 'booking', 'booking_completed', 'finished', 'cancelled'],
        })
        .notNull()
        .default('pending'),
      ...k.createdUpdated(),
      /** The slot the station agreed, recorded when an operator completes the booking. */
      slotStartsAt: k.text('slot_starts_at'),
      /** IANA time zone of the station: the slot is shown in it. */
      slotTimeZone: k.text('slot_time_zone'),
      slotFormat: k.text('slot_format', { enum: ['in_studio', 'remote'] }),
      /** 'HH:MM' in the station's time zone. */
      slotCallTime: k.text('slot_call_time'),
      slotProducerNote: k.text('slot_producer_note'),
      /** SEQUENCE of the calendar file: raised every time an updated one is sent. */
      calendarSequence: k.integer('calendar_sequence').notNull().default(0),
      /** Proof of airing, recorded at finished. */
      airedAt: k.timestamp('aired_at'),
      clipUrl: k.text('clip_url'),
      /** Shown to the customer on a cancellation. */
      cancelReason: k.text('cancel_reason'),
      /** Message-ID of the first email about the order: later emails reference it so mail clients thread them. */
      threadMessageId: k.text('thread_message_id'),
      /** When the one overdue reminder went to the provider's team. */
      overdueRemindedAt: k.timestamp('overdue_reminded_at'),
    },
    (t) => [
      k.uniqueIndex('orders_order_number_unique').on(t.orderNumber),
      // Ties of one creation time in id order (UUIDv7: the order they were made), so a walk in
      // the lists' order needs no sort, and the ids a deep page passes over are read from the
      // index alone (services/orders/list-admin-orders.ts).
      k.index('orders_created_at_idx').on(t.createdAt, t.id),
      k.index('orders_status_created_at_idx').on(t.status, t.createdAt, t.id),
      k.index('orders_email_idx').on(t.email),
      k.index('orders_user_id_idx').on(t.userId),
      k.index('orders_station_id_idx').on(t.stationId),
      // Top agencies of the admin analytics group by it (a covering index scan instead of a table scan).
      k.index('orders_agency_name_idx').on(t.agencyName),
      // The pending requests not yet reminded as overdue, by age: the once-a-minute reminder job
      // (services/orders/send-overdue-reminders.ts) reads only these, not every pending request
      // ever reminded. Its condition is the job's (both databases plan that query with its
      // values, so they can prove the condition holds).
      // It leads with the status the condition fixes, as orders_status_created_at_idx does: with
      // created_at alone SQLite, which keeps no statistics, would rank that one above it.
      k
        .index('orders_awaiting_overdue_reminder_idx')
        .on(t.status, t.createdAt)
        .where(sql`${t.status} = 'pending' and ${t.overdueRemindedAt} is null`),
    ],
  );
