import { and, eq, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminOrder, OrderStatus } from '@app/core';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { listCounters, type ListCounters } from '../../db/list-counters';
import { pageRows } from '../../db/page-rows';
import { countSearchMatches, orderSearchRead, pageWalk, type OrderSearchRead } from '../../db/order-search';
import { deepPageWalk } from '../../db/deep-page';
import { byCreation, containsText } from '../../db/sql';
import { orders, stations } from '../../db/schema';
import { overdueCutoff } from './business-hours';
import { withPageStations } from '../stations/kept-station-rows';
import { loadAdminOrdersJson } from './load-admin-orders-json';
import { waitingOnStationWhere } from '../producer/waiting-on-station';

/** Page size of admin lists when none is asked for, and the most one response may carry (500 by default, 5,000 at most). */
export const DEFAULT_PAGE_SIZE = 500;
export const MAX_PAGE_SIZE = 5000;

export interface OrderListQuery {
  limit: number;
  offset: number;
  sort: 'newest' | 'oldest';
  status?: OrderStatus | undefined;
  /** Free text matched against client, agency, contact, email, order number and call letters. */
  q?: string | undefined;
  /** Only requests still pending past the answer deadline. */
  overdue?: boolean | undefined;
  /** Only requests waiting on their station's answer. */
  waitingOnStation?: boolean | undefined;
}

export interface ListAdminOrdersOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  query: OrderListQuery;
}

/** Pending requests created before the cutoff: the answer promised within 24 business hours is late. */
const overdueWhere = (cutoff: string): SQL => and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)) as SQL;

/** How a text search is read (db/order-search.ts); undefined without one. */
const searchOf = async (db: Db, query: Pick<OrderListQuery, 'q'>): Promise<OrderSearchRead | undefined> => {
  const q = query.q?.trim();
  return q ? await orderSearchRead(db, q) : undefined;
};

async function whereOf(
  db: Db,
  query: Pick<OrderListQuery, 'status' | 'q' | 'overdue' | 'waitingOnStation'>,
  overdueCutoff: string,
  search: OrderSearchRead | undefined,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.overdue) conditions.push(overdueWhere(overdueCutoff));
  if (query.waitingOnStation) conditions.push(waitingOnStationWhere());
  const q = query.q?.trim();
  if (q) {
    // Ignoring case, so 'acme' finds 'ACME Media'.
    const like = (column: AnyColumn) => containsText(db, column, q);
    // Call letters live on the (small) stations table: match them first, then orders by station id,
    // so neither the page nor the count needs a join per order.
    const stationIds = (await db.select({ id: stations.id }).from(stations).where(like(stations.callLetters))).map((s) => s.id);
    const byStation = stationIds.length ? inArray(orders.stationId, stationIds) : undefined;
    const exact = or(like(orders.clientName), like(orders.agencyName), like(orders.contactName), like(orders.email), like(orders.orderNumber), byStation);
    // The trigram index proposes the orders holding a rare text (db/order-search.ts), the exact
    // condition keeps those that do; a common or short text is checked on the orders as read.
    conditions.push(search?.by === 'index' ? and(or(search.candidates, byStation), exact) : exact);
  }
  return and(...conditions);
}

/** The ORDER BY of a page: by creation, ties in the order the rows were written. */
const orderByOf = (db: Db, query: Pick<OrderListQuery, 'sort'>, fewMatches: boolean): SQL[] =>
  byCreation(db, { createdAt: orders.createdAt, id: orders.id }, query.sort === 'oldest' ? 'asc' : 'desc', { fewMatches });

/**
 * The query of one page (not run yet; wrapped so awaiting this does not run it), its filter, how
 * its text search is read, and the number of matches when they were counted first (a common or
 * short text's: they decide whether its page walks the creation index, db/order-search.ts).
 * Every filter but a text search with few matches is served by an index in the page's order
 * (orders_created_at_idx, orders_status_created_at_idx), so a page reads only its own rows and
 * those it passes over (list-admin-orders.test.ts checks the plans). A walk that passes over
 * matches, or reads from the other end (`walk`, pageWalk), finds the ids of the page's rows
 * first, and only those rows are read whole, with their stations, and put in the page's order.
 */
export async function pageOf(db: Db, query: OrderListQuery, cutoff: string) {
  const search = await searchOf(db, query);
  const where = await whereOf(db, query, cutoff, search);
  const counted = search?.by === 'creation' ? await countSearchMatches(db, search, where) : undefined;
  // A common text's page may walk the creation index (db/order-search.ts); a deep page of a list
  // with no text finds its ids first (db/deep-page.ts).
  const walk = search?.by === 'creation' ? pageWalk(search, counted!, query) : search === undefined ? deepPageWalk(query) : undefined;
  const seeks = walk !== undefined && (walk.offset > 0 || walk.reversed);
  const walkSort = walk?.reversed ? (query.sort === 'oldest' ? 'newest' : 'oldest') : query.sort;
  const pageIds = seeks
    ? inArray(
        orders.id,
        db
          .select({ id: orders.id })
          .from(orders)
          .where(where)
          .orderBy(...orderByOf(db, { sort: walkSort }, false))
          .limit(walk.limit)
          .offset(walk.offset),
      )
    : where;
  const orderBy = orderByOf(db, query, (search !== undefined && walk === undefined) || seeks);
  const limit = seeks ? walk.limit : query.limit;
  const offset = seeks ? 0 : query.offset;
  // The page's stations come from the rows kept per version (services/stations/kept-station-rows.ts).
  const page = db
    .select({ order: orders, matches: matchesOf(search) })
    .from(orders)
    .where(pageIds)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return { page, where, search, counted, walk };
}

/**
 * With a text search not counted first, each row of the page also carries how many orders match
 * in all (`count(*) over ()`, counted before the limit): the matches are read once, from the
 * trigram index (db/order-search.ts), for both the page and its count, instead of once for each.
 * The page already reads every match to sort them, so the count adds nothing to that. Without a
 * search the count comes from the counters, and this stays out of the query so that the page
 * can stop after its own rows; a common text's matches were counted before the page.
 */
const matchesOf = (search: OrderSearchRead | undefined) =>
  search && search.by !== 'creation' ? sql<number>`count(*) over ()`.mapWith(Number) : sql<null>`null`;

/**
 * The number of orders matching the filter. Without a text search it comes from the counters
 * the triggers keep (db/order-counts.ts): all orders, one status, or the overdue ones, however
 * many orders there are; a text search counts its matches.
 */
async function totalOf(
  db: Db,
  query: Pick<OrderListQuery, 'status' | 'overdue' | 'waitingOnStation'>,
  search: OrderSearchRead | undefined,
  where: SQL | undefined,
  { byStatus, overdue }: ListCounters,
  pageMatches: number | undefined,
): Promise<number> {
  if (search) {
    // Counted before the page, or read with it (matchesOf) unless it is empty: past the last match, or none.
    if (pageMatches !== undefined) return pageMatches;
    return await countSearchMatches(db, search, where);
  }
  // Overdue orders are pending, and orders waiting on their station are sent to it: both at once, or with another status asked for, none match.
  if (query.overdue && query.waitingOnStation) return 0;
  if (query.overdue) return !query.status || query.status === 'pending' ? overdue : 0;
  if (query.waitingOnStation) return !query.status || query.status === 'sent_to_station' ? (byStatus.get('sent_to_station') ?? 0) : 0;
  if (query.status) return byStatus.get(query.status) ?? 0;
  return [...byStatus.values()].reduce((a, n) => a + n, 0);
}

/** The page's rows, its filter, how its text search is read and the matches counted first. */
async function readPage(db: Db, query: OrderListQuery, cutoff: string) {
  const { page, where, search, counted } = await pageOf(db, query, cutoff);
  // Past the last of the matches counted first there is no page to read. Mapped by
  // db/page-rows.ts rather than drizzle's general row mapper; a filter's page (a few texts, each
  // served by an index whatever the values) named on PostgreSQL, a text search's not.
  const rows =
    counted !== undefined && counted <= query.offset ? [] : await withPageStations(db, pageRows(db, page, 'order', orders, { named: search === undefined }));
  return { rows, where, search, counted };
}

/**
 * One page of orders with their stations, the number matching the filter, and how many are
 * overdue (pending past the answer promised within 24 business hours) whatever the filter.
 */
export async function listAdminOrders({
  deps,
  query,
}: ListAdminOrdersOptions): Promise<{ items: AdminOrder[]; total: number; overdue: number; waitingOnStation: number }> {
  const { db } = deps;
  const cutoff = overdueCutoff(deps.clock.now(), deps.config.businessTimeZone);
  // The counters beside the page, read at the same time (db/list-counters.ts).
  const [counters, { rows, where, search, counted }] = await Promise.all([listCounters(db, cutoff), readPage(db, query, cutoff)]);
  const total = await totalOf(db, query, search, where, counters, counted ?? rows[0]?.matches ?? undefined);
  // Orders waiting on their station are those sent to it: the status counter is the count.
  const waitingOnStation = counters.byStatus.get('sent_to_station') ?? 0;
  const items = await loadAdminOrdersJson({ db, rows, overdueCutoff: cutoff, station: 'summary' });
  return { items, total, overdue: counters.overdue, waitingOnStation };
}
