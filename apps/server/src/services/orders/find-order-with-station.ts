import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, stations } from '../../db/schema';
import type { StationRow } from '../stations/station-json';
import type { OrderRow } from './order-json';

export interface FindOrderWithStationOptions {
  db: Pick<Db, 'select'>;
  id: string;
}

/** The order and its station (null once deleted), or undefined for an unknown order. */
export async function findOrderWithStation({ db, id }: FindOrderWithStationOptions): Promise<{ order: OrderRow; station: StationRow | null } | undefined> {
  return (await db.select({ order: orders, station: stations }).from(orders).leftJoin(stations, eq(stations.id, orders.stationId)).where(eq(orders.id, id)))[0];
}
