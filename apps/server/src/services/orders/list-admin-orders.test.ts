import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { overdueCutoff } from './business-hours';
import { DEFAULT_PAGE_SIZE, pageOf, type OrderListQuery } from './list-admin-orders';

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
async function planOf(query: OrderListQuery): Promise<string> {
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
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_sort = off');
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
