import { eq } from 'drizzle-orm';
import type { AdminStation } from '@app/core';
import type { Db } from '../../db/client';
import { stations } from '../../db/schema';
import type { OrderRow } from '../orders/order-json';
import { adminStationJson } from '../stations/station-json';

export interface FindOrderStationOptions {
  db: Pick<Db, 'select'>;
  order: Pick<OrderRow, 'stationId'>;
}

/** The order's station with its contact fields (for the team's email), or null once deleted. */
export async function findOrderStation({ db, order }: FindOrderStationOptions): Promise<AdminStation | null> {
  if (!order.stationId) return null;
  const station = (await db.select().from(stations).where(eq(stations.id, order.stationId)))[0];
  return station ? adminStationJson(station) : null;
}
