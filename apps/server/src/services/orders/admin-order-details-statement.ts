import { sql } from 'drizzle-orm';
import type { AdminOrderDetails } from '@app/core';
import type { Db } from '../../db/client';
import { rowFromJson } from '../../db/json-row';
import { selectNamed } from '../../db/named-statement';
import { auditLog, orderEvents, orders, slotOffers, stationRequests, stations } from '../../db/schema';
import { isSqlite } from '../../db/transaction';
import { stationRequestInfoOf } from '../producer/get-station-request-info';
import { adminOrderJsonOnce } from './admin-order-json-once';
import { waitingOnStationSince } from '../producer/waiting-on-station';
import { adminOrderEventOf } from './list-admin-order-events';
import { orderHistoryOf } from './list-order-history';

/**
 * PostgreSQL only: one request's details (GET /api/admin/orders/:id) read in ONE statement
 * (issue 34: PostgreSQL at least as fast as SQLite on every admin endpoint).
 *
 * Why: get-admin-order.ts reads the order with its station, its station request's sentAt when it
 * waits on the station (withStationWait), its audit entries (the status history), its history
 * rows, its station request and its live offer: four to six statements, each a round trip waited
 * for in turn, for an answer SQLite gives in process in about half PostgreSQL's time.
 *
 * How: one SELECT of the order joined to its station, with the other rows as JSON beside it
 * (the audit entries and history rows as json_agg in the plain reads' orders: audit id; time,
 * then id). The rows are made into drizzle's rows by db/json-row.ts and the answer by the same
 * builders as the plain path's (adminOrderJsonOnce, waitingOnStationSince, orderHistoryOf,
 * adminOrderEventOf, stationRequestInfoOf). The text is the same
 * for every order, prepared once per connection (db/named-statement.ts). One statement is one
 * snapshot: the parts can no longer come from different moments.
 * admin-order-details-statement.test.ts compares its answers with the plain path's.
 *
 * Measured at 5,000 stations and 1,000,000 orders (the bench's bulk seed), GET
 * /api/admin/orders/:id of the newest order on built servers, old and new interleaved on the same
 * databases, one client, 100 requests each, machine at load average 7 to 8 on two cores (so the
 * ratios hold, not the times): PostgreSQL p50 3.76 ms before, 1.68 after, p90 13.1 and 4.3
 * (SQLite in the same run 1.64 and 1.50, its path unchanged); statements 4 before (5 to 6 for an
 * order waiting on its station with an offer), 1 after.
 */

interface DetailsRow {
  o: Record<string, unknown>;
  s: Record<string, unknown> | null;
  audit: Record<string, unknown>[] | null;
  events: Record<string, unknown>[] | null;
  sr: Record<string, unknown> | null;
  offer: Record<string, unknown> | null;
}

const statementOf = (id: string) =>
  sql`select to_json("o") as "o",
      case when "s"."id" is null then null else to_json("s") end as "s",
      (select json_agg("a" order by "a"."id") from ${auditLog} "a" where "a"."target_type" = 'order' and "a"."target_id" = "o"."id") as "audit",
      (select json_agg("ev" order by "ev"."at", "ev"."id") from ${orderEvents} "ev" where "ev"."order_id" = "o"."id") as "events",
      (select to_json("sr") from ${stationRequests} "sr" where "sr"."order_id" = "o"."id") as "sr",
      (select to_json("so") from ${slotOffers} "so" where "so"."order_id" = "o"."id") as "offer"
    from ${orders} "o" left join ${stations} "s" on "s"."id" = "o"."station_id"
    where "o"."id" = ${id}`;

/** The order's details as getAdminOrder answers them, or null for an unknown order; undefined on SQLite (the caller reads them its plain way). */
export async function readAdminOrderDetails(db: Db, id: string, overdueCutoff: string): Promise<AdminOrderDetails | null | undefined> {
  if (isSqlite(db)) return undefined;
  const [row] = await selectNamed<DetailsRow>(db, statementOf(id));
  if (!row) return null;
  const order = rowFromJson(orders, row.o)!;
  const request = rowFromJson(stationRequests, row.sr);
  const offer = rowFromJson(slotOffers, row.offer);
  const json = adminOrderJsonOnce(order, rowFromJson(stations, row.s), overdueCutoff, 'full', waitingOnStationSince(order, request?.sentAt));
  return {
    ...json,
    history: orderHistoryOf(
      order,
      (row.audit ?? []).map((a) => rowFromJson(auditLog, a)!),
    ),
    events: (row.events ?? []).map((e) => adminOrderEventOf(rowFromJson(orderEvents, e)!)),
    // As findSlotOffer (producer/producer-request-json.ts) gives the offer.
    stationRequest:
      request && stationRequestInfoOf(request, offer && { kind: offer.kind, options: offer.options, note: offer.note, createdAt: offer.createdAt }),
  };
}
