import { and, eq, notInArray } from 'drizzle-orm';
import { PRODUCER_MESSAGES } from '@app/core';
import type { Db } from '../../db/client';
import { orders, stationRequests, stations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import type { OrderRow } from '../orders/order-json';
import type { StationRow } from '../stations/station-json';

export interface StationRequestFound {
  request: typeof stationRequests.$inferSelect;
  order: OrderRow;
  station: StationRow;
}

/**
 * The open order a producer link belongs to, with its station: 404 for an unknown token, and once
 * the order is finished or cancelled (a producer link works until then).
 */
export async function findStationRequest({ db, token }: { db: Pick<Db, 'select'>; token: string }): Promise<StationRequestFound> {
  const row = (
    await db
      .select({ request: stationRequests, order: orders, station: stations })
      .from(stationRequests)
      .innerJoin(orders, eq(orders.id, stationRequests.orderId))
      .innerJoin(stations, eq(stations.id, orders.stationId))
      .where(and(eq(stationRequests.tokenHash, sha256(token)), notInArray(orders.status, ['finished', 'cancelled'])))
  )[0];
  if (!row) throw notFound(PRODUCER_MESSAGES.linkInvalid);
  return row;
}
