import type { AdminOrder, AdminOrderWithStation } from '@app/core';
import { isOverdue } from './business-hours';
import { adminStationJson, adminStationSummaryJson, type StationRow } from '../stations/station-json';
import type { AdminOrderStationShape } from './admin-order-json';
import { orderJson, type OrderRow } from './order-json';

/**
 * adminOrderJson's object and withStationWait's copy of it, made as one object per order.
 *
 * Why (issue 34, the server's peak memory under admin load): the plain path builds each admin
 * order three times (orderJson's object, its copy with the station and `overdue`, then
 * withStationWait's copy with the wait), and the request list's pages (500 orders) and the change
 * feed's (1,000 rows) are the largest answers: everything but the last copy is garbage before the
 * answer is even serialized, and under ten clients on PostgreSQL, where a request's objects live
 * across the awaits of its round trips, more of it survives into the old generation.
 * How: orderJson's object is kept and completed in place (`station` already is one of its keys,
 * so the key order, and the JSON, are the same); the wait is asked for only the orders sent to
 * their station. Domain code (order-json.ts, the wait's rule) is unchanged.
 * Measured (500 list rows with their station summary, Node 24, semi-space pinned to 1 MB so each
 * young collection marks about 1 MB allocated): 253 young collections per 1,000 pages against
 * 502 (about 0.25 MB allocated per page instead of 0.5), 135 µs of CPU per page against 246.
 * On the built server at a million orders (PostgreSQL, 10 clients on each admin endpoint in turn,
 * CPU per answer of GET /api/admin/changes?limit=1000; one round each on the shared machine):
 * V8 defaults 7,880 and 7,635 µs against 9,696 (the peak 421 and 463 MB against 463: within
 * the noise); with `--max-semi-space-size=16 --heap-growing-percent=50` 13,450 against 13,825 and
 * 14,416, peak 292 against 267 and 278. The first page of the request list within the noise
 * (6,538 and 6,608 against 6,394 µs). Less garbage, fewer collections: not a lower peak.
 */
export function adminOrderJsonOnce<S extends AdminOrderStationShape>(
  row: OrderRow,
  station: StationRow | null,
  overdueCutoff: string,
  shape: S,
  waitingOnStationSince: string | null,
): S extends 'full' ? AdminOrderWithStation : AdminOrder {
  const json = orderJson(row, null) as unknown as AdminOrder | AdminOrderWithStation;
  // `station` is already a key of the order's JSON (null): assigned in place, it keeps its position.
  json.station = station ? (shape === 'full' ? adminStationJson(station) : adminStationSummaryJson(station)) : null;
  json.overdue = isOverdue(row, overdueCutoff);
  json.waitingOnStationSince = waitingOnStationSince;
  return json as S extends 'full' ? AdminOrderWithStation : AdminOrder;
}
