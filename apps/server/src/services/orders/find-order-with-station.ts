import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { orders, stations } from '../../db/schema';
import type { StationRow } from '../stations/station-json';
import type { OrderRow } from './order-json';

export interface FindOrderWithStationOptions {
  db: Pick<Db, 'select'>;
  id: string;
}

// Prepared once per connection: a booking reads it again for its webhook deliveries, and drizzle
// building this join of two wide tables cost about ten times running it.
const orderWithStation = preparedRead((db, p: { id: string }) =>
  db.select({ order: orders, station: stations }).from(orders).leftJoin(stations, eq(stations.id, orders.stationId)).where(eq(orders.id, p.id)),
);

/** The order and its station (null once deleted), or undefined for an unknown order. */
export async function findOrderWithStation({ db, id }: FindOrderWithStationOptions): Promise<{ order: OrderRow; station: StationRow | null } | undefined> {
  return (await orderWithStation(db, { id }))[0];
}
