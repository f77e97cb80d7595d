import { and, asc, count, eq, inArray, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { isOrderStatus, type AdminOrder, type OrderEvent, type OrderHistoryEntry, type OrderStatus } from '@app/core';
import type { Db } from '../db/client';
import { byCreation, containsText } from '../db/sql';
import { orderEvents, orders, stations } from '../db/schema';
import { notFound } from '../lib/errors';
import { adminStationJson } from './stations/station-json';
import { listAuditEntries } from './audit/list-audit-entries';
import { isOverdue } from './lifecycle/business-hours';
import { orderJson, type OrderRow } from './order-json';

type StationRow = typeof stations.$inferSelect;

/** Page size of admin lists when none is asked for, and the most one response may carry (500 by default, 5,000 at most). */
export const DEFAULT_PAGE_SIZE = 500;
export const MAX_PAGE_SIZE = 5000;

export interface OrderListQuery {
  limit: number;
  offset: number;
  sort: 'newest' | 'oldest';
  status?: OrderStatus | undefined;
  /** Free text matched against client, agency, contact, email, order number and call letters. */
  q?: string | undefined;
  /** Only requests still pending past the answer deadline. */
  overdue?: boolean | undefined;
  /** Requests created before this instant and still pending are overdue (lifecycle/business-hours). */
  overdueCutoff: string;
}

/** An order joined with its station (contact fields included), in both status vocabularies. */
export function adminOrderJson(row: OrderRow, station: StationRow | null, overdueCutoff: string): AdminOrder {
  return { ...orderJson(row, null), station: station ? adminStationJson(station) : null, overdue: isOverdue(row, overdueCutoff) };
}

/** Pending requests created before the cutoff: the answer promised within 24 business hours is late. */
export const overdueWhere = (cutoff: string): SQL => and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)) as SQL;


async function whereOf(db: Db, query: Pick<OrderListQuery, 'status' | 'q' | 'overdue' | 'overdueCutoff'>): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.overdue) conditions.push(overdueWhere(query.overdueCutoff));
  const q = query.q?.trim();
  if (q) {
    // Ignoring case, so 'acme' finds 'ACME Media'.
    const like = (column: AnyColumn) => containsText(db, column, q);
    // Call letters live on the (small) stations table: match them first, then orders by station id,
    // so neither the page nor the count needs a join per order.
    const stationIds = (await db.select({ id: stations.id }).from(stations).where(like(stations.callLetters))).map((s) => s.id);
    conditions.push(
      or(
        like(orders.clientName),
        like(orders.agencyName),
        like(orders.contactName),
        like(orders.email),
        like(orders.orderNumber),
        stationIds.length ? inArray(orders.stationId, stationIds) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** The ORDER BY of a page: by creation, ties in the order the rows were written. */
const orderByOf = (db: Db, query: Pick<OrderListQuery, 'sort' | 'q'>): SQL[] =>
  byCreation(db, { createdAt: orders.createdAt, id: orders.id }, query.sort === 'oldest' ? 'asc' : 'desc', { fewMatches: Boolean(query.q?.trim()) });

/** One page of orders with their stations, the number matching the filter, and how many are overdue. */
export async function listAdminOrders(db: Db, query: OrderListQuery): Promise<{ items: AdminOrder[]; total: number; overdue: number }> {
  const where = await whereOf(db, query);
  const rows = await db
    .select({ order: orders, station: stations })
    .from(orders)
    .leftJoin(stations, eq(stations.id, orders.stationId))
    .where(where)
    .orderBy(...orderByOf(db, query))
    .limit(query.limit)
    .offset(query.offset);
  const total = (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0;
  const overdue = (await db.select({ n: count() }).from(orders).where(overdueWhere(query.overdueCutoff)))[0]?.n ?? 0;
  return { items: rows.map((r) => adminOrderJson(r.order, r.station, query.overdueCutoff)), total, overdue };
}

/** The order and its station, or undefined. */
export async function findOrderWithStation(db: Pick<Db, 'select'>, id: string): Promise<{ order: OrderRow; station: StationRow | null } | undefined> {
  return (await db.select({ order: orders, station: stations }).from(orders).leftJoin(stations, eq(stations.id, orders.stationId)).where(eq(orders.id, id)))[0];
}

/**
 * The status history of an order: created as pending, then every status change an operator
 * made, from the audit log.
 */
export async function orderHistory(db: Pick<Db, 'select'>, row: OrderRow): Promise<OrderHistoryEntry[]> {
  const history: OrderHistoryEntry[] = [{ status: 'pending', at: row.createdAt, by: null }];
  for (const entry of await listAuditEntries({ db, targetType: 'order', targetId: row.id })) {
    const after = entry.after as { status?: unknown } | null;
    if (entry.action === 'order.status' && isOrderStatus(after?.status)) {
      history.push({ status: after.status, at: entry.createdAt, by: entry.adminUsername });
    }
  }
  return history;
}

/** Every history row of an order, notes included, oldest first (operators only). */
export async function adminOrderEvents(db: Pick<Db, 'select'>, orderId: string): Promise<OrderEvent[]> {
  return await db
    .select({
      id: orderEvents.id,
      at: orderEvents.at,
      actor: orderEvents.actor,
      kind: orderEvents.kind,
      from: orderEvents.from,
      to: orderEvents.to,
      reason: orderEvents.reason,
      internal: orderEvents.internal,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/** One order with its station, status history and every history row; 404 if unknown. */
export async function getAdminOrder(db: Pick<Db, 'select'>, id: string, overdueCutoff: string): Promise<AdminOrder> {
  const found = await findOrderWithStation(db, id);
  if (!found) throw notFound('Request not found');
  return {
    ...adminOrderJson(found.order, found.station, overdueCutoff),
    history: await orderHistory(db, found.order),
    events: await adminOrderEvents(db, id),
  };
}
