import { inArray } from 'drizzle-orm';
import { customerStatusOf, type Order, type PublicStation } from '@app/core';
import type { Db } from '../db/client';
import { stations, type orders } from '../db/schema';
import { publicStationColumns } from './station-catalogue';

export type OrderRow = typeof orders.$inferSelect;

/** An order row as the API returns it: both status vocabularies (DESIGN 4) and its station. */
export function orderJson(row: OrderRow, station: PublicStation | null | undefined): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    agencyName: row.agencyName,
    clientName: row.clientName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    interviewTopic: row.interviewTopic,
    // A station deleted by an operator leaves the order with no station id.
    stationId: row.stationId ?? '',
    preferredDate: row.preferredDate,
    alternativeDate: row.alternativeDate,
    notes: row.notes,
    status: row.status,
    customerStatus: customerStatusOf(row.status),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    station: station ?? null,
  };
}

/**
 * The JSON of several orders with their stations, read in one query. Hidden stations are
 * included: the requester booked that station and may see which one it was.
 */
export function ordersJson(db: Pick<Db, 'select'>, rows: readonly OrderRow[]): Order[] {
  const ids = [...new Set(rows.map((r) => r.stationId).filter((id): id is string => id !== null))];
  const found = ids.length
    ? (db.select(publicStationColumns).from(stations).where(inArray(stations.id, ids)).all() as PublicStation[])
    : [];
  const byId = new Map(found.map((s) => [s.id, s]));
  return rows.map((row) => orderJson(row, row.stationId ? byId.get(row.stationId) : null));
}
