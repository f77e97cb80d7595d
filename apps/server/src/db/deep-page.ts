/**
 * A page deep in a list (no text search) found by its ids first: the ids of the rows it passes
 * over and of its own rows are read in the list's order from the creation index alone, then only
 * the page's rows are read whole (services/orders/list-admin-orders.ts, `seeks`).
 *
 * Why (issue 34, tenth pass): read directly, a page at offset N reads the N rows before it. SQLite
 * reads a row only when its columns are needed, so the rows an offset skips cost it an index entry
 * each; PostgreSQL reads each skipped row from the table. At a million orders, pages of 5,000 by
 * offset (the CSV export of every request fetches its pages so) took 127 to 283 ms at offset 0 and
 * 2,592 to 2,728 at offset 995,000 on PostgreSQL, against 128 to 226 at every offset on SQLite:
 * the export's time grew with the square of the orders. With the ids in the creation indexes
 * (db/tables/orders.ts) the skipped part is an index-only scan: the ids of the page at offset
 * 400,000 in 42 ms instead of 1,017. Shallow pages stay one read: for them the second step (the
 * page's rows by id, then sorted) costs more than the rows skipped.
 */
export const DEEP_PAGE_OFFSET = 1_000;

/** How a page is walked when it is deep (its ids first, in the list's order), else undefined (read directly). */
export const deepPageWalk = (page: { offset: number; limit: number }): { reversed: false; offset: number; limit: number } | undefined =>
  page.offset >= DEEP_PAGE_OFFSET ? { reversed: false, offset: page.offset, limit: page.limit } : undefined;
