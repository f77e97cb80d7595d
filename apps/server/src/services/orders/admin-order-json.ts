import type { AdminOrder } from '@app/core';
import { isOverdue } from './business-hours';
import { adminStationJson, type StationRow } from '../stations/station-json';
import { orderJson, type OrderRow } from './order-json';

/** An order joined with its station (contact fields included), in both status vocabularies. */
export function adminOrderJson(row: OrderRow, station: StationRow | null, overdueCutoff: string): AdminOrder {
  return { ...orderJson(row, null), station: station ? adminStationJson(station) : null, overdue: isOverdue(row, overdueCutoff) };
}
