import type { AdminOrder } from '@app/core';
import type { Db } from '../../db/client';
import type { StationRow } from '../stations/station-json';
import { withStationWait } from '../producer/waiting-on-station';
import { adminOrderJson } from './admin-order-json';
import type { OrderRow } from './order-json';

export interface LoadAdminOrdersJsonOptions {
  db: Pick<Db, 'select'>;
  rows: { order: OrderRow; station: StationRow | null }[];
  /** Where "overdue" starts (orders created before it and still pending). */
  overdueCutoff: string;
}

/**
 * The admin JSON of these orders, exactly as every admin answer gives it (the requests list, the
 * details, the change feed and webhooks), with what other tables add (the wait on the station).
 */
export async function loadAdminOrdersJson({ db, rows, overdueCutoff }: LoadAdminOrdersJsonOptions): Promise<AdminOrder[]> {
  return withStationWait(
    db,
    rows.map((r) => adminOrderJson(r.order, r.station, overdueCutoff)),
  );
}
