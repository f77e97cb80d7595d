import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { containsText } from './sql';
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
 * Either way the index only proposes rows: each holds the text's trigrams somewhere in its five
 * columns (SQLite) or the text across two joined columns (PostgreSQL), and may differ by case
 * outside ASCII. The caller keeps its
 * exact per-column condition beside this one, so the answer is the scan's, only read from fewer
 * rows. Under three characters a trigram index finds nothing (FTS5) or everything (pg_trgm):
 * such a search returns no index condition and the caller scans, as before.
 */

/** Characters a search needs for the index to serve it (one trigram). */
export const INDEXED_SEARCH_MIN_CHARS = 3;

/** The expression `orders_search_trgm_idx` indexes, written exactly as in the migration. */
const pgSearchedText = sql`(${orders.clientName} || E'\\n' || coalesce(${orders.agencyName}, '') || E'\\n' || ${orders.contactName} || E'\\n' || ${orders.email} || E'\\n' || ${orders.orderNumber})`;

/**
 * The FTS5 query of the rows holding each three-character piece of `text`: `"abc" AND "bcd" …`
 * (a string in double quotes is one token, every character in it literal but the doubled quote).
 */
function everyTrigram(text: string): string {
  const chars = [...text];
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(''));
  return [...trigrams].map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
}

/**
 * A condition on `orders` true for every order holding `text` in a searched column (and perhaps
 * a few others), served by the trigram index; undefined when `text` is too short for it.
 */
export function orderSearchCandidates(db: Db, text: string): SQL | undefined {
  if ([...text].length < INDEXED_SEARCH_MIN_CHARS) return undefined;
  if (!isSqlite(db)) return containsText(db, pgSearchedText, text);
  return sql`"orders"."rowid" in (select "rowid" from "orders_search" where "orders_search" match ${everyTrigram(text)})`;
}
