// The change feed (GET /api/admin/changes) as the server sends it and the console's replica reads it.
import type { AdminOrder, AdminStation, ChatQuery, Notification } from './api-types';
import type { BlackoutRange } from './dates';
import type { OrderEvent } from './lifecycle';

export const CHANGE_ENTITIES = ['station', 'order', 'order_event', 'notification', 'chat_query'] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

export type ChangeOp = 'upsert' | 'delete';

/** What the feed carries for each entity: the admin API's JSON of the item. */
export interface ChangeRows {
  /** A station with its blackout ranges, earliest first. */
  station: AdminStation & { blackouts: (BlackoutRange & { note: string | null })[] };
  /** As GET /api/admin/orders gives it. */
  order: AdminOrder;
  /** As an order's history gives it, with the order it belongs to. */
  order_event: OrderEvent & { orderId: string };
  notification: Notification;
  chat_query: ChatQuery;
}

export type ChangeRow = ChangeRows[ChangeEntity];

export interface Change {
  entity: ChangeEntity;
  id: string;
  op: ChangeOp;
  /** The item's current JSON; absent on a delete. */
  row?: ChangeRow;
}

/** One page of the feed: apply `changes` in order, keep `cursor`, ask again while `more`. */
export interface ChangesPage {
  changes: Change[];
  /** Opaque: give it back as ?since= for what changed after this page. */
  cursor: string;
  more: boolean;
}
