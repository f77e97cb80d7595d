import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  adminStationSortParts,
  DEFAULT_ADMIN_STATION_SORT,
  foldAscii,
  type AdminStation,
  type AdminStationFilter,
  type AdminStationListQuery,
} from '@app/core';
import type { Db } from '../../db/client';
import { binaryText, containsFolded, foldAsciiSql, foldedText } from '../../db/sql';
import { stations } from '../../db/schema';
import { adminStationJson } from './station-json';

export interface ListAdminStationsOptions {
  db: Db;
  /** Search, filters, sort and page; none of them: every station by market, then call letters. */
  query?: AdminStationListQuery;
}

/** The WHERE of core's `matchesAdminStationFilter`, in SQL. */
function whereOf(db: Db, { q, affiliate, visibility }: AdminStationFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = foldAscii(q?.trim() ?? '');
  if (text) {
    const has = (column: Parameters<typeof containsFolded>[1]) => containsFolded(db, column, text);
    conditions.push(or(has(stations.callLetters), has(stations.market), has(stations.affiliate), has(sql`coalesce(${stations.showName}, '')`)));
  }
  const network = foldAscii(affiliate?.trim() ?? '');
  if (network) conditions.push(eq(foldAsciiSql(db, stations.affiliate), network));
  if (visibility === 'visible') conditions.push(eq(stations.isHidden, false));
  if (visibility === 'hidden') conditions.push(eq(stations.isHidden, true));
  return and(...conditions);
}

/** The ORDER BY of core's `compareAdminStations`, in SQL: rates missing last either way, ties by call letters. */
function orderByOf(db: Db, sort: AdminStationListQuery['sort']): SQL[] {
  const { column, descending } = adminStationSortParts(sort ?? DEFAULT_ADMIN_STATION_SORT);
  const dir = descending ? desc : asc;
  const callLetters = (d: typeof asc) => [d(foldedText(db, stations.callLetters)), d(binaryText(db, stations.callLetters))];
  if (column === 'callLetters') return callLetters(dir);
  const first = column === 'rate' ? [asc(sql`(${stations.rate} is null)`), dir(stations.rate)] : [dir(foldedText(db, stations[column]))];
  return [...first, ...callLetters(asc)];
}

/**
 * The admin stations, hidden ones included, matching the query in its order, and how many match.
 * Without `limit`, every match; with it, one page. 5,000 stations are read and sorted in a few
 * milliseconds on either database (docs/benchmarks.md), so no index serves the sort.
 */
export async function listAdminStations({ db, query = {} }: ListAdminStationsOptions): Promise<{ items: AdminStation[]; total: number }> {
  const where = whereOf(db, query);
  const orderBy = orderByOf(db, query.sort);
  if (query.limit === undefined) {
    const items = (
      await db
        .select()
        .from(stations)
        .where(where)
        .orderBy(...orderBy)
    ).map(adminStationJson);
    return { items, total: items.length };
  }
  // Each row of a page carries the number of matches (counted before the limit): one read for both.
  const rows = await db
    .select({ station: stations, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(stations)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(query.offset ?? 0);
  // Past the last match the page is empty and carries no count.
  const total = rows[0]?.total ?? Number((await db.select({ n: count() }).from(stations).where(where))[0]?.n ?? 0);
  return { items: rows.map((r) => adminStationJson(r.station)), total };
}
