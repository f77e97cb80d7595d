import type { AdminOrder, AdminOrderWithStation } from '@app/core';
import type { Db } from '../../db/client';
import type { StationRow } from '../stations/station-json';
import { withStationWait } from '../producer/waiting-on-station';
import type { AdminOrderStationShape } from './admin-order-json';
import { adminOrderJsonOnce } from './admin-order-json-once';
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
 * with what other tables add (the wait on the station): adminOrderJson's object with
 * withStationWait's field, built once per order (admin-order-json-once.ts).
 */
export async function loadAdminOrdersJson<S extends AdminOrderStationShape>({
  db,
  rows,
  overdueCutoff,
  station,
}: LoadAdminOrdersJsonOptions<S>): Promise<(S extends 'full' ? AdminOrderWithStation : AdminOrder)[]> {
  const waiting = await withStationWait(
    db,
    rows.filter((r) => r.order.status === 'sent_to_station').map(({ order }) => ({ id: order.id, status: order.status, updatedAt: order.updatedAt })),
  );
  const since = new Map(waiting.map((o) => [o.id, o.waitingOnStationSince]));
  return rows.map((r) => adminOrderJsonOnce(r.order, r.station, overdueCutoff, station, since.get(r.order.id) ?? null));
}
