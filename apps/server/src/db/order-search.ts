import { and, sql, type SQL } from 'drizzle-orm';
import { perConnection, type Db } from './client';
import { countsOf as orderCounts } from './order-counts';
import { containingPattern, selectRows } from './sql';
import { isSqlite } from './transaction';
import { orders } from './schema';

/**
 * The admin request list's text search (`?q=`) served from an index (issue 34).
 *
 * Why: the search is a substring match, ignoring case, over five columns of every order
 * (`LIKE '%…%'`, which no B-tree serves), run twice, for the page and its count: at a million
 * orders that scanned every row each time, 1.3 s of CPU a search. A trigram index finds the rows
 * holding a substring without reading the others:
 * - SQLite: `orders_search`, a contentless FTS5 table with the trigram tokenizer (migration
 *   `order_search`), one row per order under the order's rowid, kept by triggers on `orders`.
 *   It keeps no positions (`detail=none`: 81 MB at a million orders instead of 289, and about
 *   30 µs of CPU per order written instead of 110), so it is asked for the orders holding every
 *   trigram of the text, ignoring case: a few more than those holding the text itself. (Its rowids are the orders': SQLite keeps a rowid table's
 *   rowids across updates, and the app never runs VACUUM, which may renumber them; a VACUUM
 *   would have to be followed by rebuilding the table, as the migration's backfill does.)
 * - PostgreSQL: a pg_trgm GIN index on the five columns joined by line feeds
 *   (`orders_search_trgm_idx`); an ILIKE on that very expression is read from the index.
 *
 * Either way the index only proposes rows: each holds the text's trigrams (or some of them, see
 * below) somewhere in its five columns (SQLite), or the text or pieces of it across the joined
 * columns (PostgreSQL), and may differ by case outside ASCII. The caller keeps its
 * exact per-column condition beside this one, so the answer is the scan's, only read from fewer
 * rows. Under three characters a trigram index finds nothing (FTS5) or everything (pg_trgm):
 * such a text is read as a common one is (below), since no index proposes its orders.
 *
 * SQLite asks FTS5 only for the text's rarest trigrams (rarestTrigrams below). Orders share many
 * trigrams (every seeded client is "Client N": "cli", "lie", "ien", "ent", "nt "), and FTS5 reads
 * the whole posting list of each trigram it is asked for: "Client 12345" asked for all ten read
 * five lists of a million orders each, 86 ms of CPU a search at a million orders. Any subset of
 * the trigrams proposes a superset of the matches, and the exact condition follows, so which
 * subset is asked changes the time only, never the answer. The subset is chosen by how many
 * orders hold each trigram, counted up to a cap (50,000 rowids, about 5 ms) and kept per
 * connection for ten minutes (a stale count only makes a worse choice). Measured at a million
 * orders (the bench's seed, 'Client 12345'): FTS5's answer 64 ms with every trigram, 1.2 ms with
 * "123", "234", "345" (8,000 to 18,000 orders each); the endpoint's CPU 63 ms a request before,
 * 6.8 after (autocannon, one connection, on a loaded machine).
 *
 * PostgreSQL has the same cost: the GIN scan of '%Client 12345%' advances through the posting
 * trees of every common trigram, 81 of the page query's 82 ms (EXPLAIN ANALYZE), where
 * '%234%' AND '%123%' … reads 25 pages in 1 ms. pg_trgm keeps no count per trigram, so the rare
 * pieces are told from a sample of the orders (a 1% block sample, at most 10,000 rows, kept per
 * pool for ten minutes), and only pieces of three ASCII letters or digits are asked for (pg_trgm
 * reads exactly that trigram from them). Measured: the endpoint's p50/p99 84/196 ms before, 14/25
 * after, CPU 35 ms a request before, 9.2 after (same run conditions).
 *
 * A text most orders hold ('Client', 'example.com') is the opposite case: the index proposes
 * nearly every order, and a page that reads every match to sort it by creation and count it
 * (`count(*) over ()`) took 8 s on SQLite and 6.5 on PostgreSQL at a million orders. Such a text
 * is told by the same counts (SQLite: even its rarest trigram reaches COUNT_CAP or a quarter of
 * the orders; PostgreSQL: the sample holds the whole text in more than a quarter of its rows),
 * and read another way (orderSearchRead's 'creation'): its matches are counted first, reading
 * each order once in table order with the exact condition (countSearchMatches), then the page
 * walks the creation index with that condition and stops after its rows, which come early
 * (pageWalk; few matches are sorted instead). Measured with listAdminOrders at a million
 * orders (the bench's seed, medians on a loaded machine), SQLite then PostgreSQL: 'Client'
 * 8.2 s and 6.6 s before, 0.21 and 0.36 after; 'example.com' 9.4 and 7.7 before, 0.34 and 0.80
 * after, nearly all of it the count ('Client 12345' unchanged, 5 and 9 ms).
 *
 * A text of one or two characters was read by a scan that sorted every match and counted it with
 * the window: most such texts are held by many orders ('x' by every seeded order, through
 * "example.com"), so that was the common text's 8 s sort again (4.1 s on SQLite, 3.8 on
 * PostgreSQL, in the fourth pass). It is now read as a common text: counted apart, then walked
 * or sorted as pageWalk says, which costs a rare short text ('ZQ', 10,000 orders) no more than
 * before: the count is one table-order pass, and the page of few matches walks a short way or
 * sorts few. And a page past the middle of a common text's matches is walked from the other end
 * (pageWalk's `reversed`): the last page of 'example' read a million rows in creation order, and
 * now reads one page; a walk that passes over rows reads their ids only. Measured with
 * listAdminOrders at a million orders (the bench's seed, pages of 100, old and new interleaved
 * on a machine loaded far past its two cores, so only the ratios hold), new time / old, SQLite
 * then PostgreSQL: 'x' 0.09 and 0.08 to 0.18 (SQLite under that load 13 to 23 s, now 0.9 to 2.3, the
 * count nearly all of it), '12' 0.25 and 0.33, '§' (no match) 0.43 and 0.32, 'ZQ' (10,000
 * matches) 0.97 and 0.76; the last page of 'example' 0.08 and 0.09, 'x' at offset 300,000 0.07
 * and 0.38, 'Client' at offset 900,000 0.14 and 0.10, at 200,000 0.59 and 0.94, at 500,000 (the
 * middle, as far from either end: the walk of half a million rows is left) 0.94 and 0.51;
 * 'Client 12345' unchanged.
 */

/** Characters a search needs for the index to serve it (one trigram). */
export const INDEXED_SEARCH_MIN_CHARS = 3;

/** The expression `orders_search_trgm_idx` indexes, written exactly as in the migration. */
const pgSearchedText = sql`(${orders.clientName} || E'\\n' || coalesce(${orders.agencyName}, '') || E'\\n' || ${orders.contactName} || E'\\n' || ${orders.email} || E'\\n' || ${orders.orderNumber})`;

/** The joined columns contain `text`, ignoring case: an ILIKE on the indexed expression, which pg_trgm serves. */
const pgTrigramMatch = (text: string): SQL => sql`${pgSearchedText} ILIKE ${containingPattern(text)} ESCAPE '\\'`;

/** The distinct three-character pieces of `text` (code points, as FTS5's trigram tokenizer splits it). */
function trigramsOf(text: string): string[] {
  const chars = [...text];
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(''));
  return [...trigrams];
}

/** An FTS5 string: one token in double quotes, every character literal but the doubled quote. */
const ftsString = (trigram: string): string => `"${trigram.replace(/"/g, '""')}"`;

/** Orders a trigram's count reads at most: past it the trigram is common, however common. */
const COUNT_CAP = 50_000;
/** A trigram holding fewer orders than this times the rarest's is asked for too (a short list read beats checking the rows it rules out). */
const WORTH_READING = 8;
/** The most trigrams asked for when one of them is rare. */
const MOST_ASKED = 3;
/** Counts kept per connection: at most this many trigrams, for at most this long. */
const CACHED_COUNTS = 4_096;
const COUNTS_KEPT_MS = 10 * 60_000;

const countsOf = perConnection(() => ({ since: 0, counts: new Map<string, number>() }));

/** How many orders hold `trigram` (ignoring case, as the index does), up to COUNT_CAP. */
function ordersHolding(db: Db, trigram: string): number {
  const cache = countsOf(db);
  const now = Date.now();
  if (now - cache.since > COUNTS_KEPT_MS || cache.counts.size >= CACHED_COUNTS) [cache.since, cache.counts] = [now, new Map<string, number>()];
  let n = cache.counts.get(trigram);
  if (n === undefined) {
    const query = sql`select count(*) as "n" from (select "rowid" from "orders_search" where "orders_search" match ${ftsString(trigram)} limit ${COUNT_CAP})`;
    n = Number(db.all<{ n: number }>(query)[0]?.n ?? 0);
    cache.counts.set(trigram, n);
  }
  return n;
}

/** The trigrams of `text`, each with how many orders hold it (up to COUNT_CAP), rarest first. */
const countedTrigrams = (db: Db, text: string) =>
  trigramsOf(text)
    .map((trigram) => ({ trigram, n: ordersHolding(db, trigram) }))
    .sort((a, b) => a.n - b.n);

/**
 * The trigrams of `text` worth asking FTS5 for: the rarest, and the next rarest while their lists
 * are short beside it (WORTH_READING, MOST_ASKED); every trigram when even the rarest is common,
 * as then the matches are many whichever are asked. Never empty for three characters or more.
 */
export function rarestTrigrams(db: Db, text: string): string[] {
  const all = trigramsOf(text);
  const counted = countedTrigrams(db, text);
  const rarest = counted[0]?.n ?? 0;
  if (rarest >= COUNT_CAP) return all;
  return counted
    .filter((c, i) => i === 0 || c.n <= rarest * WORTH_READING)
    .slice(0, MOST_ASKED)
    .map((c) => c.trigram);
}

/** Orders PostgreSQL's sample reads (a 1% block sample, at most this many), kept per pool as long as the counts. */
const PG_SAMPLE_ROWS = 10_000;
/** Under this many orders the whole text is asked: too few to tell rare from common. */
const PG_FEWEST_SAMPLED = 100;
const pgSampleOf = perConnection(() => ({ since: 0, rows: undefined as Promise<string[]> | undefined, counts: new Map<string, number>() }));

/**
 * PostgreSQL's trigrams of `text` worth asking pg_trgm for, by how many sampled orders hold each
 * (pg_trgm keeps no count per trigram, and a GIN bitmap of a common one costs 200 ms to count).
 * Only trigrams of three ASCII letters or digits: pg_trgm reads exactly that trigram from
 * `ILIKE '%abc%'`, where a piece with a space or a sign would be padded or split into other
 * trigrams. 'common' when the sample says no piece is rare, undefined when there is no piece or
 * too few orders to tell: then the whole text is asked, as before.
 */
async function pgRarestPieces(db: Db, text: string): Promise<string[] | 'common' | undefined> {
  const lowered = text.toLowerCase();
  const pieces = trigramsOf(lowered).filter((t) => /^[a-z0-9]{3}$/.test(t));
  if (!pieces.length) return undefined;
  const sample = pgSampleOf(db);
  const now = Date.now();
  if (!sample.rows || now - sample.since > COUNTS_KEPT_MS) {
    const query = sql`select lower(${pgSearchedText}) as "t" from ${orders} tablesample system (1) limit ${PG_SAMPLE_ROWS}`;
    [sample.since, sample.counts] = [now, new Map<string, number>()];
    // A table of a few blocks may give no sampled row at all: its first rows are as good a sample.
    const first = sql`select lower(${pgSearchedText}) as "t" from ${orders} limit ${PG_SAMPLE_ROWS}`;
    const reading = selectRows<{ t: string }>(db, query)
      .then((rows) => (rows.length < PG_FEWEST_SAMPLED ? selectRows<{ t: string }>(db, first) : rows))
      .then((rows) => rows.map((r) => r.t));
    sample.rows = reading;
    // A failed read is not kept: the next search samples again.
    reading.catch(() => {
      if (sample.rows === reading) sample.rows = undefined;
    });
  }
  const rows = await sample.rows;
  if (rows.length < PG_FEWEST_SAMPLED) {
    // Not kept: the orders are few, sampling them again is cheap, and they grow.
    sample.rows = undefined;
    return undefined;
  }
  const counted = pieces
    .map((piece) => {
      let n = sample.counts.get(piece);
      if (n === undefined) sample.counts.set(piece, (n = rows.reduce((k, row) => k + (row.includes(piece) ? 1 : 0), 0)));
      return { piece, n };
    })
    .sort((a, b) => a.n - b.n);
  const rarest = counted[0]!.n;
  if (rarest * 4 > rows.length) {
    // The whole text may still be rare ('ency 40 media': pg_trgm reads ' 40' and '40 ', which
    // are): common only if the sample holds it as often.
    let n = sample.counts.get(lowered);
    if (n === undefined) sample.counts.set(lowered, (n = rows.reduce((k, row) => k + (row.includes(lowered) ? 1 : 0), 0)));
    return n * 4 > rows.length ? 'common' : undefined;
  }
  return counted
    .filter((c, i) => i === 0 || c.n <= rarest * WORTH_READING)
    .slice(0, MOST_ASKED)
    .map((c) => c.piece);
}

/**
 * A condition on `orders` true for every order holding `text` in a searched column (and perhaps
 * a few others), served by the trigram index; undefined when `text` is too short for it.
 */
export async function orderSearchCandidates(db: Db, text: string): Promise<SQL | undefined> {
  if ([...text].length < INDEXED_SEARCH_MIN_CHARS) return undefined;
  if (!isSqlite(db)) {
    // Each piece is in the text, so an order holding the text holds every piece.
    const pieces = await pgRarestPieces(db, text);
    return Array.isArray(pieces) ? and(...pieces.map((piece) => pgTrigramMatch(piece))) : pgTrigramMatch(text);
  }
  const match = rarestTrigrams(db, text).map(ftsString).join(' AND ');
  return sql`"orders"."rowid" in (select "rowid" from "orders_search" where "orders_search" match ${match})`;
}

/**
 * How the request list reads the orders matching a search (its page and its count):
 * - 'index': the trigram index proposes the orders (`candidates`, orderSearchCandidates); the
 *   page sorts the matches and counts them as it reads them (few orders hold the text);
 * - 'creation': the text is common (sqliteCommon; PostgreSQL: pgRarestPieces says 'common'), or
 *   shorter than a trigram, so that no index serves it: the matches are counted first
 *   (countSearchMatches), then the page walks the creation index with the exact condition and
 *   stops after its rows, or sorts the matches when they are few beside the page (pageWalk).
 *   `orders` is how many orders there are in all (the status counters, read once per search).
 */
export type OrderSearchRead = { by: 'index'; candidates: SQL } | { by: 'creation'; orders: number };

/** How many orders there are, from the counters the triggers keep. */
const allOrders = async (db: Db): Promise<number> => [...(await orderCounts(db, 'status')).values()].reduce((a, n) => a + n, 0);

/**
 * Whether SQLite's counts call `text` common: its rarest trigram is held by COUNT_CAP orders, or
 * by more than a quarter of `all` orders (as PostgreSQL's sample says).
 */
function sqliteCommon(db: Db, text: string, all: number): boolean {
  const rarest = countedTrigrams(db, text)[0]?.n ?? 0;
  return rarest >= COUNT_CAP || rarest * 4 > all;
}

/** What a walk of the creation index costs per row it reads, in rows of a scan: a lookup apart for each (4 µs against 0.3 on SQLite, 3 to 4 against 0.7 on PostgreSQL, at a million orders). */
const WALKED_ROW_COST = 8;
/** What a match costs to keep and sort, in rows of a scan (whole rows: about 10 µs on SQLite, 6 on PostgreSQL). */
const SORTED_MATCH_COST = 20;

/**
 * How a page of a search read by 'creation' reads its rows once its `matches` are counted:
 * - undefined: read every order and sort the matches (the page's own order, offset and limit);
 * - a walk of the creation index with the exact condition, stopping after the page's rows: in the
 *   page's order, or (`reversed`) from the other end when the page is nearer that end, with the
 *   `offset` and `limit` that find the same rows there (to be put back in the page's order).
 *   A walk that passes over rows (an offset, or reversed) reads the ids only and the page's rows
 *   are then read whole by id (list-admin-orders.ts, pageOf): the rows passed over are not joined
 *   to their stations nor made into whole result rows (PostgreSQL, EXPLAIN ANALYZE of 'Client' at
 *   offset 200,000, a million orders: 4.7 s with whole rows, 1.6 to 2.4 s with ids).
 *
 * A walk reads about `rows / matches` of the orders (`rows`: the matches it passes over and
 * returns), a lookup apart for each; the scan reads them all, in table order, and sorts the
 * matches. So a walk is chosen for many matches or a page near either end, the sort for few
 * matches: a walk finding nothing read the whole index, 3.9 s on PostgreSQL at a million orders,
 * where the scan took 0.7 s; sorting a million matches for the last page took 10 s on SQLite,
 * the walk from the newest end 4.2 s, and from the oldest end it reads one page.
 */
export function pageWalk(
  search: Extract<OrderSearchRead, { by: 'creation' }>,
  matches: number,
  page: { offset: number; limit: number },
): { reversed: boolean; offset: number; limit: number } | undefined {
  const end = Math.min(page.offset + page.limit, matches);
  // From the far end the page's rows are those before the last `matches - end`.
  const reversed = page.offset > 0 && matches - page.offset < end;
  const rows = reversed ? matches - page.offset : end;
  const walks = (rows / Math.max(matches, 1)) * WALKED_ROW_COST < 1 + (matches / Math.max(search.orders, 1)) * SORTED_MATCH_COST;
  if (!walks) return undefined;
  return reversed ? { reversed, offset: matches - end, limit: Math.max(end - page.offset, 0) } : { reversed, offset: page.offset, limit: page.limit };
}

/** How to read the orders holding `text` (OrderSearchRead). */
export async function orderSearchRead(db: Db, text: string): Promise<OrderSearchRead> {
  if ([...text].length < INDEXED_SEARCH_MIN_CHARS) return { by: 'creation', orders: await allOrders(db) };
  if (isSqlite(db)) {
    const all = await allOrders(db);
    if (sqliteCommon(db, text, all)) return { by: 'creation', orders: all };
  } else if ((await pgRarestPieces(db, text)) === 'common') return { by: 'creation', orders: await allOrders(db) };
  return { by: 'index', candidates: (await orderSearchCandidates(db, text))! };
}

/**
 * How many orders match `where`: the list's filters with a search read as `search` says, for a
 * page that did not count them (a common text's, or one past the last match). A common text's
 * matches are counted reading every order once in table order: on SQLite `NOT INDEXED`, as a
 * status or overdue filter would otherwise look each of hundreds of thousands of rows up through
 * orders_status_created_at_idx (891 ms against 204 for 'Client' among pending orders).
 */
export async function countSearchMatches(db: Db, search: OrderSearchRead, where: SQL | undefined): Promise<number> {
  const from = search.by === 'creation' && isSqlite(db) ? sql`${orders} not indexed` : sql`${orders}`;
  const rows = await selectRows<{ n: number | string }>(db, sql`select count(*) as "n" from ${from} where ${where ?? sql`true`}`);
  return Number(rows[0]?.n ?? 0);
}
