import type { AdminStation } from '@app/core';
import type { Db } from '../../db/client';
import { findStation } from '../stations/find-station';
import { adminStationJson } from '../stations/station-json';
import type { OrderRow } from './order-json';

export interface FindOrderStationOptions {
  db: Pick<Db, 'select'>;
  order: Pick<OrderRow, 'stationId'>;
}

/** The order's station with its contact fields (for the team's email), or null once deleted. */
export async function findOrderStation({ db, order }: FindOrderStationOptions): Promise<AdminStation | null> {
  if (!order.stationId) return null;
  const station = await findStation({ db, id: order.stationId });
  return station ? adminStationJson(station) : null;
}
