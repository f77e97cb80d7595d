import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSearchCandidates } from '../../db/order-search';
import { orders } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { overdueCutoff } from './business-hours';
import { DEFAULT_PAGE_SIZE, listAdminOrders, pageOf, type OrderListQuery } from './list-admin-orders';

// The request list reads one page whatever the number of orders: each filter but a text search
// walks an index in the page's order and stops after the page, instead of reading every match
// and sorting it. Checked on the query plans of both databases (PostgreSQL told to avoid scans
// and sorts where it can, since on a test's few rows it would rightly prefer them).

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
  for (let i = 0; i < 20; i++) await t.insertOrder({ status: i % 2 ? 'pending' : 'booking' });
});
afterAll(() => t?.close());

const base: OrderListQuery = { limit: DEFAULT_PAGE_SIZE, offset: 0, sort: 'newest' };

/** The plan of the page query, as one text: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's EXPLAIN lines. */
async function planOf(query: OrderListQuery, pgSettings = ['enable_seqscan = off', 'enable_sort = off']): Promise<string> {
  const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
  const { page } = await pageOf(t.db, query, cutoff);
  const { sql, params } = page.toSQL();
  if (t.database.dialect === 'sqlite') {
    const rows = t.database.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
    return rows.map((r) => r.detail).join('\n');
  }
  const client = await t.database.db.$client.connect();
  try {
    await client.query('begin');
    for (const setting of pgSettings) await client.query(`set local ${setting}`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    await client.query('rollback');
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

/** Whether the plan sorts every matching row (a sort of ties within one creation time is not that). */
const sortsAll = (plan: string) => /USE TEMP B-TREE FOR ORDER BY|(^|\s|>\s)Sort\b(?! Key)/m.test(plan.replace(/Incremental Sort/g, ''));

describe('admin request list plans', () => {
  it.each([
    ['newest first', base, 'orders_created_at_idx'],
    ['oldest first', { ...base, sort: 'oldest' as const }, 'orders_created_at_idx'],
    ['one status', { ...base, status: 'pending' as const }, 'orders_status_created_at_idx'],
    ['one status, oldest first', { ...base, status: 'booking' as const, sort: 'oldest' as const }, 'orders_status_created_at_idx'],
    ['overdue', { ...base, overdue: true }, 'orders_status_created_at_idx'],
  ])('%s: read in order from %s, no sort of the matches', async (_name, query, index) => {
    const plan = await planOf(query);
    expect(plan).toContain(index);
    expect(sortsAll(plan), plan).toBe(false);
  });
});

// A text search of three characters or more is read from the trigram index (db/order-search.ts):
// FTS5's orders_search on SQLite, orders_search_trgm_idx on PostgreSQL, instead of every order.
describe('admin request list text search', () => {
  const search = async (q: string) => {
    const { items, total } = await listAdminOrders({ deps: t, query: { ...base, q } });
    return { ids: items.map((o) => o.id), total };
  };

  it('is read from the trigram index, not a scan of the orders', async () => {
    // On PostgreSQL's few test rows, walking the creation index and filtering is rightly cheaper:
    // with plain index walks ruled out, what is left must be an index on the searched text.
    const plan = await planOf({ ...base, q: 'Client 123' }, ['enable_seqscan = off', 'enable_indexscan = off']);
    expect(plan).toMatch(t.database.dialect === 'sqlite' ? /orders_search VIRTUAL TABLE INDEX/ : /Bitmap Index Scan on orders_search_trgm_idx/);
    if (t.database.dialect === 'sqlite') expect(plan).not.toMatch(/^SCAN orders$/m);
  });

  it('finds what the index holds after every kind of write, as the scan did', async () => {
    const order = await t.insertOrder({ clientName: 'Quentin Marlowe', agencyName: null, contactName: 'Ida Fenwick', email: 'ida@fenwick.test' });
    expect(await search('marlowe')).toEqual({ ids: [order.id], total: 1 });
    expect(await search('IDA FEN')).toEqual({ ids: [order.id], total: 1 });
    // A text spanning two columns is not a match, though PostgreSQL's index joins them.
    expect((await search('Marlowe Ida')).total).toBe(0);

    await t.db.update(orders).set({ clientName: 'Rosalind Vane', agencyName: 'Lumen Works' }).where(eq(orders.id, order.id));
    expect((await search('marlowe')).total).toBe(0);
    expect(await search('osalind')).toEqual({ ids: [order.id], total: 1 });
    expect(await search('lumen work')).toEqual({ ids: [order.id], total: 1 });
    // The count is read with the page; past the last match it is counted on its own.
    expect((await listAdminOrders({ deps: t, query: { ...base, q: 'osalind', offset: 3 } })).total).toBe(1);
    // Quotes and LIKE wildcards are literal text, in the index as in the check.
    expect((await search('"Vane"')).total).toBe(0);
    expect((await search('Ros%Vane')).total).toBe(0);
    // Shorter than a trigram: every order is checked, as before.
    expect((await search('vA')).ids).toContain(order.id);

    await t.db.delete(orders).where(eq(orders.id, order.id));
    expect((await search('osalind')).total).toBe(0);
  });

  it('asks the index for the rarest pieces of the text only', async () => {
    // Past 100 orders PostgreSQL's sample tells rare from common; SQLite counts at any size.
    for (let i = 0; i < 100; i++) await t.insertOrder({ clientName: `Client ${i}` });
    const order = await t.insertOrder({ clientName: 'Zephyr Client' });
    const candidates = await orderSearchCandidates(t.db, 'Zephyr Client');
    const { params } = t.db.select().from(orders).where(candidates).toSQL();
    // The first three of the seven pieces only one order holds; not "Cli", "lie", "ien", "ent".
    expect(params).toEqual(t.database.dialect === 'sqlite' ? ['"Zep" AND "eph" AND "phy"'] : ['%zep%', '%eph%', '%phy%']);
    const { items, total } = await listAdminOrders({ deps: t, query: { ...base, q: 'zephyr client' } });
    expect({ ids: items.map((o) => o.id), total }).toEqual({ ids: [order.id], total: 1 });
  });

  it('finds exactly the orders holding odd texts: repeated letters, quotes, non-ASCII, three characters', async () => {
    const repeated = await t.insertOrder({ clientName: 'Baaaad Ideas', agencyName: null });
    const quoted = await t.insertOrder({ clientName: `O'Brien "Bud" & Co`, agencyName: null });
    const accented = await t.insertOrder({ clientName: 'Ølberg Café', agencyName: null, contactName: 'Søren Ålund' });
    // Which of these three orders are found (other tests' orders have random order numbers and
    // emails, which may hold a text such as 'aaa').
    const mine = new Set([repeated.id, quoted.id, accented.id]);
    const ids = async (q: string) => {
      const { items, total } = await listAdminOrders({ deps: t, query: { ...base, q } });
      expect(total, q).toBe(items.length);
      return items
        .map((o) => o.id)
        .filter((id) => mine.has(id))
        .sort();
    };
    expect(await ids('aaa')).toEqual([repeated.id]);
    expect(await ids('aaaa')).toEqual([repeated.id]);
    // Every trigram of 'aaaaa' is in 'Baaaad', the text is not.
    expect(await ids('aaaaa')).toEqual([]);
    expect(await ids('"Bud"')).toEqual([quoted.id]);
    expect(await ids(`O'B`)).toEqual([quoted.id]);
    expect(await ids('n "B')).toEqual([quoted.id]);
    expect(await ids('""')).toEqual([]);
    expect(await ids('Bud" & C')).toEqual([quoted.id]);
    expect(await ids('Ølb')).toEqual([accented.id]);
    expect(await ids('afé')).toEqual([accented.id]);
    expect(await ids('ren Ålu')).toEqual([accented.id]);
    expect(await ids('Café Søren')).toEqual([]);
    expect(await ids('CAF')).toEqual([accented.id]);
    for (const order of [repeated, quoted, accented]) await t.db.delete(orders).where(eq(orders.id, order.id));
  });
});
