import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEEP_PAGE_OFFSET } from '../../db/deep-page';
import { orderSearchCandidates } from '../../db/order-search';
import { orders, stations } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { newId, newOrderNumber } from '../../lib/random';
import { queryPlan } from '../../test/query-plan';
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

/** The plan of the page query (test/query-plan.ts). */
async function planOf(query: OrderListQuery, pgSettings = ['enable_seqscan = off', 'enable_sort = off'], app: AdminTestApp = t): Promise<string> {
  const { page } = await pageOf(app.db, query, overdueCutoff(app.clock.now(), app.config.businessTimeZone));
  return await queryPlan(app.database, page, pgSettings);
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
    const order = await t.insertOrder({ clientName: 'Woulio Client' });
    const candidates = await orderSearchCandidates(t.db, 'Woulio Client');
    const { params } = t.db.select().from(orders).where(candidates).toSQL();
    // The first three of the pieces only one order holds (each has an I, L, O or U, which random
    // order numbers never hold); not "Cli", "lie", "ien", "ent".
    expect(params).toEqual(t.database.dialect === 'sqlite' ? ['"Wou" AND "oul" AND "uli"'] : ['%wou%', '%oul%', '%uli%']);
    const { items, total } = await listAdminOrders({ deps: t, query: { ...base, q: 'woulio client' } });
    expect({ ids: items.map((o) => o.id), total }).toEqual({ ids: [order.id], total: 1 });
  });

  it('finds exactly the orders holding odd texts: repeated letters, quotes, non-ASCII, three characters', async () => {
    // Order numbers of digits only: a random one (Crockford base32) may hold a text searched for
    // below, such as 'CAF' or 'AAA' (it did once in CI: the repeated letters' order was found by 'CAF').
    const orderNumber = () => String(randomInt(10_000_000, 100_000_000));
    const repeated = await t.insertOrder({ clientName: 'Baaaad Ideas', agencyName: null, orderNumber: orderNumber() });
    const quoted = await t.insertOrder({ clientName: `O'Brien "Bud" & Co`, agencyName: null, orderNumber: orderNumber() });
    const accented = await t.insertOrder({ clientName: 'Ølberg Café', agencyName: null, contactName: 'Søren Ålund', orderNumber: orderNumber() });
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

// A text most orders hold ('Client', 'example'): the page walks the creation index with the exact
// condition and stops after its rows, and the matches are counted apart (db/order-search.ts),
// instead of reading and sorting every match. The answer is the exact one whatever the filters.
describe('admin request list text search for a common text', () => {
  let c: AdminTestApp;
  beforeAll(async () => {
    c = await createAdminTestApp();
    const start = c.clock.now().getTime();
    const statuses = ['pending', 'booking', 'pending', 'sent_to_station', 'finished'] as const;
    // Past 100 orders PostgreSQL's sample tells common from rare; each order its own creation
    // time (ties are in the order written, which differs by dialect), a few a day over a month.
    for (let i = 0; i < 150; i++) {
      const createdAt = new Date(start - (150 - i) * 5 * 3_600_000).toISOString();
      const common = i % 7 !== 3;
      await c.insertOrder({
        status: statuses[i % statuses.length],
        clientName: common ? `Client ${i}` : `Kestrel ${i}`,
        agencyName: i % 3 ? `Agency ${i % 11} Casa Vale` : null,
        // Each piece of 'Nova Vale' is common, the text itself in three orders only.
        contactName: i % 60 === 10 ? 'Nova Vale' : `Nova ${i}`,
        email: common ? `requester${i}@EXAMPLE.test` : `k${i}@kestrel.test`,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  afterAll(() => c?.close());

  /** The answer computed afresh from every order: matches by substring ignoring ASCII case, newest first by creation. */
  async function exactly(query: OrderListQuery) {
    const cutoff = overdueCutoff(c.clock.now(), c.config.businessTimeZone);
    const all = await c.db.select().from(orders);
    const callLetters = new Map((await c.db.select().from(stations)).map((s) => [s.id, s.callLetters]));
    const text = query.q!.toLowerCase();
    const holds = (o: (typeof all)[number]) =>
      [o.clientName, o.agencyName, o.contactName, o.email, o.orderNumber, callLetters.get(o.stationId ?? '') ?? null].some(
        (v) => v !== null && v.toLowerCase().includes(text),
      );
    const overdue = (o: (typeof all)[number]) => o.status === 'pending' && o.createdAt < cutoff;
    const matches = all
      .filter((o) => holds(o) && (!query.status || o.status === query.status) && (!query.overdue || overdue(o)))
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1) * (query.sort === 'oldest' ? 1 : -1));
    return {
      ids: matches.slice(query.offset, query.offset + query.limit).map((o) => o.id),
      total: matches.length,
      overdue: all.filter(overdue).length,
      waitingOnStation: all.filter((o) => o.status === 'sent_to_station').length,
    };
  }

  it.each([
    ['newest first', { q: 'Client' }],
    ['a page in the middle, any case', { q: 'cLIENT', limit: 20, offset: 40 }],
    ['oldest first', { q: 'example', sort: 'oldest' as const, limit: 25 }],
    ['one status', { q: 'Client', status: 'pending' as const, limit: 10, offset: 5 }],
    ['one status, oldest first', { q: 'Casa', status: 'booking' as const, sort: 'oldest' as const, limit: 7 }],
    ['few matches, sorted', { q: 'nova vale' }],
    ['overdue', { q: 'Client', overdue: true, limit: 15 }],
    ['overdue and one status, oldest first', { q: 'example', overdue: true, status: 'pending' as const, sort: 'oldest' as const }],
    ['offset past the last match', { q: 'Client', offset: 500 }],
    ['no match', { q: 'Client Casa' }],
    // Shorter than a trigram: counted apart, then walked or sorted as a common text is.
    ['one character', { q: 'e', limit: 20, offset: 40 }],
    ['one character, held by every order through its station (KABB)', { q: 'b', sort: 'oldest' as const, limit: 30 }],
    ['two characters, one status', { q: 'Nt', status: 'pending' as const, limit: 10, offset: 5 }],
    ['two characters held by few orders, sorted', { q: '7@' }],
    ['two characters, overdue, oldest first', { q: 'xA', overdue: true, sort: 'oldest' as const, limit: 9 }],
    ['one character held by none', { q: '§' }],
    // Past the middle of the matches the page is read from the other end (pageWalk).
    ['a deep page', { q: 'Client', limit: 10, offset: 100 }],
    ['the last page, cut short, oldest first', { q: 'example', sort: 'oldest' as const, limit: 25, offset: 120 }],
    ['a deep page of one status', { q: 'Client', status: 'pending' as const, limit: 7, offset: 45 }],
    ['a deep page of one character', { q: 'e', limit: 30, offset: 130 }],
    ['the very last match', { q: 'Client', limit: 1, offset: 128 }],
    ['a page spanning the middle', { q: 'Client', limit: 40, offset: 50 }],
  ])('%s: the same rows, order and counts as an exact computation', async (_name, q) => {
    const query = { ...base, ...q };
    const { items, total, overdue, waitingOnStation } = await listAdminOrders({ deps: c, query });
    expect({ ids: items.map((o) => o.id), total, overdue, waitingOnStation }).toEqual(await exactly(query));
  });

  // A page of 5 walks while the matches number 25 or more (pageWalk): 129 orders hold
  // 'Client', 51 of them pending.
  it.each([
    ['newest first', { ...base, q: 'Client', limit: 5 }, 'orders_created_at_idx'],
    ['oldest first', { ...base, q: 'example', sort: 'oldest' as const, limit: 5 }, 'orders_created_at_idx'],
    ['one status', { ...base, q: 'Client', status: 'pending' as const, limit: 5 }, 'orders_status_created_at_idx'],
    ['one character', { ...base, q: 'e', limit: 5 }, 'orders_created_at_idx'],
    ['two characters, one status', { ...base, q: 'nt', status: 'pending' as const, limit: 5 }, 'orders_status_created_at_idx'],
  ])('%s: walks %s, neither sorting nor counting every match in the page', async (_name, query, index) => {
    const cutoff = overdueCutoff(c.clock.now(), c.config.businessTimeZone);
    const { page, search, counted } = await pageOf(c.db, query, cutoff);
    expect(search).toEqual({ by: 'creation', orders: 150 });
    expect(counted).toBeGreaterThanOrEqual(25);
    expect(page.toSQL().sql).not.toMatch(/over \(\)/i);
    const plan = await planOf(query, ['enable_seqscan = off', 'enable_sort = off'], c);
    expect(plan).toContain(index);
    expect(sortsAll(plan), plan).toBe(false);
  });

  it('reads a page past the middle of the matches from the other end, finding its ids first', async () => {
    const cutoff = overdueCutoff(c.clock.now(), c.config.businessTimeZone);
    const query = { ...base, q: 'Client', limit: 5, offset: 120 };
    const { page, counted, walk } = await pageOf(c.db, query, cutoff);
    // The newest first page's rows 120 to 124 are the oldest first's 4 to 8.
    expect({ counted, walk }).toEqual({ counted: 129, walk: { reversed: true, offset: 4, limit: 5 } });
    expect(page.toSQL().sql).toMatch(/"id" in \(select "id" from "orders"/);
    const plan = await planOf(query, ['enable_seqscan = off', 'enable_sort = off'], c);
    expect(plan).toContain('orders_created_at_idx');
    if (c.database.dialect === 'sqlite') expect(plan).not.toMatch(/^SCAN orders$/m);
    expect((await pageOf(c.db, { ...query, offset: 60 }, cutoff)).walk).toEqual({ reversed: false, offset: 60, limit: 5 });
  });

  it('sorts the matches when they are few beside the page, as a walk would read most of the index', async () => {
    const query = { ...base, q: 'Nova Vale' };
    const cutoff = overdueCutoff(c.clock.now(), c.config.businessTimeZone);
    const { search, counted } = await pageOf(c.db, query, cutoff);
    if (c.database.dialect === 'sqlite') expect({ search, counted }).toEqual({ search: { by: 'creation', orders: 150 }, counted: 3 });
    // PostgreSQL's sample finds the whole text in few orders: it asks pg_trgm for it, as for a rare text.
    else expect({ by: search?.by, counted }).toEqual({ by: 'index', counted: undefined });
    // Even with sorts and scans discouraged, no index in creation order is walked.
    expect(sortsAll(await planOf(query, ['enable_seqscan = off', 'enable_sort = off'], c))).toBe(true);
  });
});

// A page deep in a list with no text search finds its ids first, from the creation index alone
// (db/deep-page.ts): PostgreSQL would otherwise read every row the offset passes over.
describe('admin request list deep pages', () => {
  let d: AdminTestApp;
  const total = DEEP_PAGE_OFFSET + 30;
  beforeAll(async () => {
    d = await createAdminTestApp();
    const [first] = await d.db.select({ id: stations.id }).from(stations).limit(1);
    const now = d.clock.now().getTime();
    // Three orders to each creation time, so ties are ordered too; one in three pending.
    const rows = Array.from({ length: total }, (_, i) => {
      const at = new Date(now - Math.floor(i / 3) * 60_000).toISOString();
      return {
        id: newId(),
        orderNumber: newOrderNumber(),
        clientName: `Client ${i}`,
        contactName: `Contact ${i}`,
        email: `deep${i}@example.test`,
        interviewTopic: 'Topic',
        stationId: first!.id,
        preferredDate: '2026-12-15',
        status: i % 3 ? ('booking' as const) : ('pending' as const),
        createdAt: at,
        updatedAt: at,
      };
    });
    for (let i = 0; i < rows.length; i += 200) await d.db.insert(orders).values(rows.slice(i, i + 200));
  });
  afterAll(() => d?.close());

  /** Every order's id in the list's order, narrowed to a status, as one read would give them. */
  const inOrder = async (sort: 'newest' | 'oldest', status?: 'pending') => {
    const all = await d.db.select({ id: orders.id, createdAt: orders.createdAt, status: orders.status }).from(orders);
    const sorted = all
      .filter((o) => !status || o.status === status)
      .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1));
    return (sort === 'oldest' ? sorted : sorted.reverse()).map((o) => o.id);
  };

  it.each([
    ['newest first', { sort: 'newest' as const, offset: DEEP_PAGE_OFFSET, limit: 20 }],
    ['oldest first, the last page cut short', { sort: 'oldest' as const, offset: total - 7, limit: 20 }],
    ['just before the deep pages', { sort: 'newest' as const, offset: DEEP_PAGE_OFFSET - 10, limit: 20 }],
  ])('gives the same page as one read would: %s', async (_name, page) => {
    const query = { ...base, ...page };
    const { items, total: count } = await listAdminOrders({ deps: d, query });
    expect(count).toBe(total);
    expect(items.map((o) => o.id)).toEqual((await inOrder(page.sort)).slice(page.offset, page.offset + page.limit));
  });

  it('gives the same deep page of one status as one read would', async () => {
    const pending = await inOrder('newest', 'pending');
    const query = { ...base, status: 'pending' as const, offset: pending.length - 5 > DEEP_PAGE_OFFSET ? pending.length - 5 : DEEP_PAGE_OFFSET, limit: 3 };
    const { items } = await listAdminOrders({ deps: d, query });
    expect(items.map((o) => o.id)).toEqual(pending.slice(query.offset, query.offset + query.limit));
  });

  it('reads the ids a deep page passes over from the creation index alone', async () => {
    const cutoff = overdueCutoff(d.clock.now(), d.config.businessTimeZone);
    const query = { ...base, offset: DEEP_PAGE_OFFSET, limit: 20 };
    const { page, walk } = await pageOf(d.db, query, cutoff);
    expect(walk).toEqual({ reversed: false, offset: DEEP_PAGE_OFFSET, limit: 20 });
    expect(page.toSQL().sql).toMatch(/"id" in \(select "id" from "orders"/);
    const plan = await queryPlan(d.database, page, ['enable_seqscan = off', 'enable_sort = off']);
    expect(plan).toMatch(
      d.database.dialect === 'sqlite' ? /SCAN orders USING COVERING INDEX orders_created_at_idx/ : /Index Only Scan Backward using orders_created_at_idx/,
    );
    // A shallow page stays one read.
    expect((await pageOf(d.db, { ...query, offset: 500 }, cutoff)).walk).toBeUndefined();
  });
});
