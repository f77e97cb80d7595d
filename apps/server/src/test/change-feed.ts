// A client of the change feed for tests: applies pages in order until `more` is false, as the
// console's replica does, keeping the items by entity and id.

export interface FeedChange {
  entity: string;
  id: string;
  op: 'upsert' | 'delete';
  row?: Record<string, unknown>;
}

export interface FeedPage {
  changes: FeedChange[];
  cursor: string;
  more: boolean;
}

/** The replica a feed client holds: `entity:id` to the item's JSON. */
export type FeedCopy = Map<string, Record<string, unknown>>;

export const copyKey = (entity: string, id: string) => `${entity}:${id}`;

/** Applies one page to `copy`. */
export function applyPage(copy: FeedCopy, page: FeedPage): void {
  for (const c of page.changes) {
    if (c.op === 'delete') copy.delete(copyKey(c.entity, c.id));
    else copy.set(copyKey(c.entity, c.id), c.row ?? {});
  }
}

/**
 * Pulls from `cursor` (a full copy when undefined) until `more` is false; `get` answers a feed
 * URL's path and query with the page. Returns the last cursor and the pages' count.
 */
export async function pullFeed(
  get: (pathAndQuery: string) => Promise<FeedPage>,
  copy: FeedCopy,
  cursor: string | undefined,
  limit = 1000,
): Promise<{ cursor: string; pages: number }> {
  let pages = 0;
  for (;;) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor === undefined ? {} : { since: cursor }) });
    const page = await get(`/api/admin/changes?${query.toString()}`);
    applyPage(copy, page);
    pages++;
    cursor = page.cursor;
    if (!page.more) return { cursor, pages };
  }
}
