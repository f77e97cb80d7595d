import { asc, eq } from 'drizzle-orm';
import type { AdminStation, ChangeEntity, ChangeRow } from '@app/core';
import { inIdList } from '../../db/sql';
import type { Tx } from '../../db/transaction';
import { chatQueries, notifications, orderEvents, orders, stationBlackouts, stations } from '../../db/schema';
import { adminOrderEventOf } from '../orders/list-admin-order-events';
import { loadAdminOrdersJson } from '../orders/load-admin-orders-json';
import { notificationJson } from '../notifications/notification-json';
import { adminStationJson, type StationRow } from '../stations/station-json';

/** A station as the feed carries it: the admin JSON with its blackouts (from, to, note; by start date). */
export const stationChangeRow = (station: AdminStation, blackouts: { from: string; to: string; note: string | null }[]): ChangeRow => ({
  ...station,
  blackouts,
});

/** An order's history row as the feed carries it. */
export const orderEventChangeRow = (e: typeof orderEvents.$inferSelect): ChangeRow => {
  const { id, ...event } = adminOrderEventOf(e);
  return { id, orderId: e.orderId, ...event };
};

/** A chat query as the feed carries it. */
export const chatQueryChangeRow = (q: typeof chatQueries.$inferSelect): ChangeRow => ({
  id: q.id,
  userId: q.userId,
  userEmail: q.userEmail,
  query: q.query,
  resultsCount: q.resultsCount,
  createdAt: q.createdAt,
});

export interface LoadChangeRowsOptions {
  tx: Tx;
  /** The ids to load, by entity. */
  ids: Partial<Record<ChangeEntity, string[]>>;
  /** Where "overdue" starts (orders created before it and still pending). */
  overdueCutoff: string;
  /** The stations' rows when the caller has them another way (feed-kept-stations.ts). */
  stationRows?: ((ids: string[]) => Promise<Map<string, ChangeRow>>) | undefined;
  /** The stations of the orders, by id, when the caller has them another way (feed-kept-stations.ts); else joined. */
  orderStations?: ((ids: string[]) => Promise<ReadonlyMap<string, StationRow>>) | undefined;
}

/** The current rows of the named items, each entity in one query; an item not found is absent. */
export async function loadChangeRows({ tx, ids, overdueCutoff, stationRows, orderStations }: LoadChangeRowsOptions): Promise<Map<string, ChangeRow>> {
  const found = new Map<string, ChangeRow>();
  const put = (entity: ChangeEntity, id: string, row: ChangeRow) => found.set(`${entity}:${id}`, row);
  if (ids.station?.length && stationRows) {
    for (const [id, row] of await stationRows(ids.station)) put('station', id, row);
  } else if (ids.station?.length) {
    const blackouts = await tx
      .select({ stationId: stationBlackouts.stationId, from: stationBlackouts.fromDate, to: stationBlackouts.toDate, note: stationBlackouts.note })
      .from(stationBlackouts)
      .where(inIdList(tx, stationBlackouts.stationId, ids.station))
      .orderBy(asc(stationBlackouts.fromDate), asc(stationBlackouts.id));
    for (const s of await tx
      .select()
      .from(stations)
      .where(inIdList(tx, stations.id, ids.station))) {
      const own = blackouts.filter((b) => b.stationId === s.id).map(({ from, to, note }) => ({ from, to, note }));
      put('station', s.id, stationChangeRow(adminStationJson(s), own));
    }
  }
  if (ids.order?.length) {
    const rows = orderStations ? await ordersWith(tx, ids.order, orderStations) : await ordersJoined(tx, ids.order);
    for (const o of await loadAdminOrdersJson({ db: tx, rows, overdueCutoff, station: 'summary' })) put('order', o.id, o);
  }
  if (ids.order_event?.length) {
    for (const e of await tx
      .select()
      .from(orderEvents)
      .where(inIdList(tx, orderEvents.id, ids.order_event))) {
      put('order_event', e.id, orderEventChangeRow(e));
    }
  }
  if (ids.notification?.length) {
    for (const n of await tx
      .select()
      .from(notifications)
      .where(inIdList(tx, notifications.id, ids.notification)))
      put('notification', n.id, notificationJson(n));
  }
  if (ids.chat_query?.length) {
    for (const q of await tx
      .select()
      .from(chatQueries)
      .where(inIdList(tx, chatQueries.id, ids.chat_query))) {
      put('chat_query', q.id, chatQueryChangeRow(q));
    }
  }
  return found;
}

/** These orders with their stations, joined. */
const ordersJoined = (tx: Tx, ids: string[]) =>
  tx
    .select({ order: orders, station: stations })
    .from(orders)
    .leftJoin(stations, eq(stations.id, orders.stationId))
    .where(inIdList(tx, orders.id, ids));

/** These orders with their stations taken from `stationsOf`. */
async function ordersWith(tx: Tx, ids: string[], stationsOf: (ids: string[]) => Promise<ReadonlyMap<string, StationRow>>) {
  const found = await tx
    .select()
    .from(orders)
    .where(inIdList(tx, orders.id, ids));
  const stationIds = [...new Set(found.flatMap((o) => (o.stationId ? [o.stationId] : [])))];
  const byId = stationIds.length ? await stationsOf(stationIds) : new Map<string, StationRow>();
  return found.map((order) => ({ order, station: (order.stationId && byId.get(order.stationId)) || null }));
}
