import type { AdminOrder, AdminOrderWithStation } from '@app/core';
import type { Db } from '../../db/client';
import type { StationRow } from '../stations/station-json';
import { withStationWait } from '../producer/waiting-on-station';
import { adminOrderJson, type AdminOrderStationShape } from './admin-order-json';
import type { OrderRow } from './order-json';

export interface LoadAdminOrdersJsonOptions<S extends AdminOrderStationShape> {
  db: Pick<Db, 'select'>;
  rows: { order: OrderRow; station: StationRow | null }[];
  /** Where "overdue" starts (orders created before it and still pending). */
  overdueCutoff: string;
  /** 'summary' for list rows (the requests list, the change feed); 'full' for the details and webhooks. */
  station: S;
}

/**
 * The admin JSON of these orders, exactly as every admin answer gives it (the requests list and
 * the change feed with the station's summary; the details and webhooks with the whole station),
 * with what other tables add (the wait on the station).
 */
export async function loadAdminOrdersJson<S extends AdminOrderStationShape>({
  db,
  rows,
  overdueCutoff,
  station,
}: LoadAdminOrdersJsonOptions<S>): Promise<(S extends 'full' ? AdminOrderWithStation : AdminOrder)[]> {
  const items = rows.map((r) =>
    station === 'full' ? adminOrderJson(r.order, r.station, overdueCutoff, 'full') : adminOrderJson(r.order, r.station, overdueCutoff, 'summary'),
  );
  return (await withStationWait(db, items)) as (S extends 'full' ? AdminOrderWithStation : AdminOrder)[];
}
