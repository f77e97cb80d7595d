// The admin stations list's one rule: which stations a search, an affiliate and a visibility
// keep, in what order, and the networks the affiliate filter offers. The server answers
// GET /api/admin/stations with the functions here over the stations it keeps per data version
// (services/stations/shared-admin-station-list.ts), the console over its replica.
import { z } from 'zod';
import type { adminStationSummaryCountsSchema } from './api-schemas';
import type { AdminStation } from './api-types';

/** The most stations one page of GET /api/admin/stations carries. */
export const ADMIN_STATIONS_PAGE_MAX = 500;

/** Orders of the admin stations list: a column, ascending, or descending with a leading '-'. */
export const ADMIN_STATION_SORTS = ['callLetters', '-callLetters', 'affiliate', '-affiliate', 'market', '-market', 'rate', '-rate'] as const;
export type AdminStationSort = (typeof ADMIN_STATION_SORTS)[number];
/** The order when none is asked for: by market, then call letters (as the list has always come). */
export const DEFAULT_ADMIN_STATION_SORT: AdminStationSort = 'market';

export const VISIBILITY_FILTERS = ['all', 'visible', 'hidden'] as const;
export type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number];

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ADMIN_STATIONS_PAGE_MAX}`;
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';
const wholeNumber = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number);

/**
 * The query of GET /api/admin/stations. Without `limit` the answer holds every matching station
 * (and `offset` is not used); with it, one page from `offset`.
 */
export const adminStationListQuerySchema = z.object({
  limit: wholeNumber(LIMIT_MESSAGE)
    .refine((n) => n >= 1 && n <= ADMIN_STATIONS_PAGE_MAX, { error: LIMIT_MESSAGE })
    .optional(),
  offset: wholeNumber(OFFSET_MESSAGE).optional(),
  /** Text in the call letters, market, affiliate or show name (any case). */
  q: z.string().trim().max(200, { error: 'Search text must be at most 200 characters' }).optional(),
  /** One network (any case); empty for all. */
  affiliate: z.string().trim().max(50, { error: 'affiliate must be at most 50 characters' }).optional(),
  visibility: z.enum(VISIBILITY_FILTERS, { error: `visibility must be one of ${VISIBILITY_FILTERS.join(', ')}` }).optional(),
  sort: z.enum(ADMIN_STATION_SORTS, { error: `sort must be one of ${ADMIN_STATION_SORTS.join(', ')}` }).optional(),
});
export type AdminStationListQuery = z.output<typeof adminStationListQuerySchema>;
/** The filter part of the query. */
export type AdminStationFilter = Pick<AdminStationListQuery, 'q' | 'affiliate' | 'visibility'>;

/**
 * Text as the list compares it: ASCII letters folded to lower case, nothing else changed.
 */
export const foldAscii = (text: string): string => text.replace(/[A-Z]+/g, (m) => m.toLowerCase());
/** Code-unit order, the same on every machine (no locale). */
const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Does the station pass the search (call letters, market, affiliate, show name), the network and the visibility? */
export function matchesAdminStationFilter(s: AdminStation, { q, affiliate, visibility }: AdminStationFilter): boolean {
  const text = foldAscii(q?.trim() ?? '');
  if (text && ![s.callLetters, s.market, s.affiliate, s.showName ?? ''].some((f) => foldAscii(f).includes(text))) return false;
  const network = foldAscii(affiliate?.trim() ?? '');
  if (network && foldAscii(s.affiliate) !== network) return false;
  if (visibility === 'visible' && s.isHidden) return false;
  if (visibility === 'hidden' && !s.isHidden) return false;
  return true;
}

/** The sort's column and direction. */
export function adminStationSortParts(sort: AdminStationSort): { column: 'callLetters' | 'affiliate' | 'market' | 'rate'; descending: boolean } {
  const descending = sort.startsWith('-');
  return { column: (descending ? sort.slice(1) : sort) as 'callLetters' | 'affiliate' | 'market' | 'rate', descending };
}

/** What a station is sorted by: the sort's column (ASCII-folded text, or the rate), then its call letters folded and as written. */
interface SortKeys {
  value: string | number | null;
  call: string;
  callAsWritten: string;
}

function sortKeysOf(s: AdminStation, column: ReturnType<typeof adminStationSortParts>['column']): SortKeys {
  const value = column === 'rate' ? s.rate : column === 'callLetters' ? null : foldAscii(s[column]);
  return { value, call: foldAscii(s.callLetters), callAsWritten: s.callLetters };
}

/**
 * The list's order over sort keys. Stations without a rate come last in both directions of a rate
 * sort (flipping it shows the dearest first, not a block of unpriced stations). Ties go by call
 * letters, ascending.
 */
function compareSortKeys(sort: AdminStationSort): (a: SortKeys, b: SortKeys) => number {
  const { column, descending } = adminStationSortParts(sort);
  const sign = descending ? -1 : 1;
  const tie = (a: SortKeys, b: SortKeys) => byCode(a.call, b.call) || byCode(a.callAsWritten, b.callAsWritten);
  return (a, b) => {
    if (column === 'callLetters') return sign * tie(a, b);
    let diff: number;
    if (column === 'rate') {
      const [x, y] = [a.value as number | null, b.value as number | null];
      if (x === null || y === null) diff = x === y ? 0 : x === null ? 1 : -1;
      else diff = sign * (x - y);
    } else diff = sign * byCode(a.value as string, b.value as string);
    return diff || tie(a, b);
  };
}

/** The list's order (compareSortKeys) as a comparison of two stations. */
export function compareAdminStations(sort: AdminStationSort = DEFAULT_ADMIN_STATION_SORT): (a: AdminStation, b: AdminStation) => number {
  const { column } = adminStationSortParts(sort);
  const compare = compareSortKeys(sort);
  return (a, b) => compare(sortKeysOf(a, column), sortKeysOf(b, column));
}

/**
 * The stations matching the query in its order, and the page it asks for (all of them from
 * `offset` without `limit`). Each station's sort keys are made once, not in every comparison: folding the text
 * in each of 5,000 stations' 60,000 comparisons took 50 ms a sort.
 */
export function adminStationsPage(all: readonly AdminStation[], query: AdminStationListQuery): { items: AdminStation[]; total: number } {
  const sort = query.sort ?? DEFAULT_ADMIN_STATION_SORT;
  const { column } = adminStationSortParts(sort);
  const compare = compareSortKeys(sort);
  const rows = all
    .filter((s) => matchesAdminStationFilter(s, query))
    .map((station) => ({ station, keys: sortKeysOf(station, column) }))
    .sort((a, b) => compare(a.keys, b.keys))
    .map((r) => r.station);
  // From `offset` (with no `limit`, every station from there on).
  const offset = query.offset ?? 0;
  return { items: rows.slice(offset, query.limit === undefined ? undefined : offset + query.limit), total: rows.length };
}

/** GET /api/admin/stations/summary: how many stations there are, and each network with its count, most common first. */
export type AdminStationSummaryCounts = z.infer<typeof adminStationSummaryCountsSchema>;

/** Networks with their counts, most common first, then by name. */
export function orderAffiliateCounts(counts: Iterable<{ affiliate: string; count: number }>): { affiliate: string; count: number }[] {
  return [...counts].sort((x, y) => y.count - x.count || byCode(foldAscii(x.affiliate), foldAscii(y.affiliate)) || byCode(x.affiliate, y.affiliate));
}

/** The summary of a list of stations (the console's replica). */
export function adminStationSummaryOf(stations: readonly AdminStation[]): AdminStationSummaryCounts {
  const counts = new Map<string, number>();
  for (const s of stations) counts.set(s.affiliate, (counts.get(s.affiliate) ?? 0) + 1);
  return { total: stations.length, affiliates: orderAffiliateCounts([...counts].map(([affiliate, count]) => ({ affiliate, count }))) };
}
