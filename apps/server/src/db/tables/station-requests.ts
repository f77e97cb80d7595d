import { sql, type AnyColumn } from 'drizzle-orm';
import type { OfferedSlot } from '@app/core';
import type { Kit } from '../schema/columns';
import type { ordersTable } from './orders';

/**
 * A request its station may still be reminded of: its order waiting on the station, sent with a
 * link, neither answered nor reminded. The condition of station_requests_awaiting_reminder_idx and
 * of the reminder job's query (services/producer/send-station-reminders.ts), written once: only
 * the same words in the query let both databases see that the index serves it.
 */
export const awaitingReminder = (t: Record<'waiting' | 'tokenHash' | 'answeredAt' | 'remindedAt', AnyColumn>) =>
  sql`${t.waiting} and ${t.tokenHash} is not null and ${t.answeredAt} is null and ${t.remindedAt} is null`;

/** A request as kept by the one that replaced it: its own columns, without what the triggers keep. */
export interface ReplacedStationRequest {
  tokenHash: string | null;
  sentTo: string | null;
  sentAt: string;
  remindedAt: string | null;
  answeredAt: string | null;
  responseMs: number | null;
  openedBy: string | null;
}

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
      /**
       * The contact email the live link went to. The reminder compares it with the station's
       * contact then: a contact changed since gets a new link, as the first email went to someone
       * else. Null without a link, and for requests opened before it was recorded.
       */
      sentTo: k.text('sent_to'),
      /** When the order was (last) sent to the station: the wait and the response time run from here. */
      sentAt: k.timestamp('sent_at').notNull(),
      /** When the one reminder went to the station's contact. */
      remindedAt: k.timestamp('reminded_at'),
      /** The station's first answer through its link. */
      answeredAt: k.timestamp('answered_at'),
      /** Milliseconds from sentAt to answeredAt, kept so the median is read from an index. */
      responseMs: k.epochMs('response_ms'),
      /** The operator change that opened it (or opened it again): undoing that change takes it back. */
      openedBy: k.text('opened_by'),
      /** The request it replaced when the order was sent to its station again, put back if that is undone. */
      replaced: k.json('replaced').$type<ReplacedStationRequest>(),
      /**
       * The order waits on this answer now: its status is `sent_to_station`. Kept by triggers (the
       * order's status changes, the request's insert: migration `station_request_waiting`), never
       * written by the app.
       */
      waiting: k.bool('waiting').notNull().default(false),
    },
    (t) => [
      k.uniqueIndex('station_requests_token_hash_unique').on(t.tokenHash),
      k.index('station_requests_answered_at_idx').on(t.answeredAt),
      k.index('station_requests_response_ms_idx').on(t.responseMs),
      // The requests a station may still be reminded of, oldest first: the once-a-minute reminder
      // job (services/producer/send-station-reminders.ts) reads only these. A request leaves it
      // once reminded or answered, or when its order moves on, so it holds the team's requests of
      // the last two business days, not every request whose order went ahead without the station.
      // It leads with the two columns it holds only nulls of: SQLite, which keeps no statistics,
      // ranks an index by the equalities it serves, and would take station_requests_answered_at_idx
      // for `answered_at is null` over one that serves none.
      k.index('station_requests_awaiting_reminder_idx').on(t.answeredAt, t.remindedAt, t.sentAt).where(awaitingReminder(t)),
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
