import { inArray } from 'drizzle-orm';
import type { Order, PublicStation } from '@app/core';
import type { Db } from '../../db/client';
import { stations } from '../../db/schema';
import { publicStationColumns } from '../stations/create-station-catalogue';
import { orderJson, type OrderRow } from './order-json';

export interface LoadOrdersJsonOptions {
  db: Pick<Db, 'select'>;
  rows: readonly OrderRow[];
}

/**
 * The JSON of several orders with their stations, read in one query. Hidden stations are
 * included: the requester booked that station and may see which one it was.
 */
export async function loadOrdersJson({ db, rows }: LoadOrdersJsonOptions): Promise<Order[]> {
  const ids = [...new Set(rows.map((r) => r.stationId).filter((id): id is string => id !== null))];
  const found = ids.length ? ((await db.select(publicStationColumns).from(stations).where(inArray(stations.id, ids))) as PublicStation[]) : [];
  const byId = new Map(found.map((s) => [s.id, s]));
  return rows.map((row) => orderJson(row, row.stationId ? byId.get(row.stationId) : null));
}
