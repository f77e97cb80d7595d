import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../routes/admin/admin-test-helpers';
import { DEFAULT_PAGE_SIZE, listAdminOrders } from '../services/orders/list-admin-orders';
import { orderSearchCandidates, rarestTrigrams } from './order-search';
import { orders } from './schema';

// SQLite's text search asks FTS5 for the text's rarest trigrams only (db/order-search.ts): the
// choice changes which posting lists are read, never the answer.

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp({ dialect: 'sqlite' });
  // Thirty orders share "Client N", "Contact N", "requesterN@example.test".
  for (let i = 0; i < 30; i++) await t.insertOrder();
});
afterAll(() => t?.close());

const search = async (q: string) => {
  const { items, total } = await listAdminOrders({ deps: t, query: { limit: DEFAULT_PAGE_SIZE, offset: 0, sort: 'newest', q } });
  return { ids: items.map((o) => o.id), total };
};

describe('rarestTrigrams', () => {
  it('asks for the rarest trigrams of the text, not those every order holds', async () => {
    const order = await t.insertOrder({ clientName: 'Woulio Client' });
    // One order holds each of the first seven trigrams (each has an I, L, O, U or a space, which
    // random order numbers never hold), every order "Cli", "lie", "ien", "ent".
    expect(rarestTrigrams(t.db, 'Woulio Client')).toEqual(['Wou', 'oul', 'uli']);
    const { params } = t.db
      .select()
      .from(orders)
      .where(await orderSearchCandidates(t.db, 'Woulio Client'))
      .toSQL();
    expect(params).toEqual(['"Wou" AND "oul" AND "uli"']);
    expect(await search('woulio client')).toEqual({ ids: [order.id], total: 1 });
  });

  it('asks for at most three trigrams of equal counts, and for each only once', () => {
    expect(rarestTrigrams(t.db, 'Client')).toEqual(['Cli', 'lie', 'ien']);
    expect(rarestTrigrams(t.db, 'aaaaaa')).toEqual(['aaa']);
    expect(rarestTrigrams(t.db, 'ab"c')).toEqual(['ab"', 'b"c']);
  });

  it('finds every match when the counts it chose by are stale', async () => {
    const first = await t.insertOrder({ clientName: 'Quillon Harbor' });
    // Counted now: one order holds "Qui", "uil", "ill"; the next ones are written after.
    expect(await search('quillon')).toEqual({ ids: [first.id], total: 1 });
    const more = [];
    for (let i = 0; i < 5; i++) more.push(await t.insertOrder({ contactName: `Ann Quillon ${i}` }));
    const found = await search('quillon');
    expect(found.total).toBe(6);
    expect(new Set(found.ids)).toEqual(new Set([first.id, ...more.map((o) => o.id)]));
  });
});
