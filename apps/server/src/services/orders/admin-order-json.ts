import type { AdminOrder, AdminOrderWithStation } from '@app/core';
import { isOverdue } from './business-hours';
import { adminStationJson, adminStationSummaryJson, type StationRow } from '../stations/station-json';
import { orderJson, type OrderRow } from './order-json';

/** How much of the station an order's admin JSON embeds: the list row's summary, or all of it (details, webhooks). */
export type AdminOrderStationShape = 'summary' | 'full';

/**
 * An order joined with its station, in both status vocabularies: the station's summary for a list
 * row (GET /api/admin/orders, the change feed), the whole station (contact fields included) for
 * the details and webhooks. The answers build the same JSON in one object per order, with the wait
 * on the station (admin-order-json-once.ts); this is the plain path its test compares them with.
 */
export function adminOrderJson(row: OrderRow, station: StationRow | null, overdueCutoff: string, shape: 'summary'): AdminOrder;
export function adminOrderJson(row: OrderRow, station: StationRow | null, overdueCutoff: string, shape: 'full'): AdminOrderWithStation;
export function adminOrderJson(
  row: OrderRow,
  station: StationRow | null,
  overdueCutoff: string,
  shape: AdminOrderStationShape,
): AdminOrder | AdminOrderWithStation {
  const json = station ? (shape === 'full' ? adminStationJson(station) : adminStationSummaryJson(station)) : null;
  return { ...orderJson(row, null), station: json, overdue: isOverdue(row, overdueCutoff) };
}
