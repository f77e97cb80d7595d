import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../../test/statements-during';
import type { OrderStatus } from '@app/core';
import { listCounters } from '../../db/list-counters';
import { FOLD_BATCH, FOLD_LOCK, foldDeltasCtes, foldOrderCountDeltas } from '../../db/order-counts';
import { orderCountDeltas, orders } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { DAY } from '../../lib/time';
import { overdueCutoff } from './business-hours';
import { DEFAULT_PAGE_SIZE, listAdminOrders } from './list-admin-orders';

// The counters beside a request list's page (db/list-counters.ts): the same figures as a recount
// of the orders, whether the call folds the triggers' deltas or another holds the fold's lock, and
// on PostgreSQL one statement, sent beside the page, instead of a transaction and three reads.

let t: AdminTestApp;
const statuses: OrderStatus[] = ['pending', 'sent_to_station', 'booking', 'cancelled'];
beforeAll(async () => {
  t = await createAdminTestApp();
  const now = t.clock.now().getTime();
  for (let i = 0; i < 24; i++) {
    const createdAt = new Date(now - (i % 6) * DAY).toISOString();
    await t.insertOrder({ status: statuses[i % statuses.length]!, createdAt, updatedAt: createdAt });
  }
});
afterAll(() => t?.close());

/** The counters recounted from the order rows. */
async function recount(cutoff: string) {
  const all = await t.db.select({ status: orders.status, createdAt: orders.createdAt }).from(orders);
  const byStatus = new Map<string, number>();
  for (const o of all) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  return { byStatus, overdue: all.filter((o) => o.status === 'pending' && o.createdAt < cutoff).length };
}

const deltaRows = async () => (await t.db.select({ n: orderCountDeltas.n }).from(orderCountDeltas)).length;

describe('the counters beside an admin request list', () => {
  it('equal a recount, with deltas pending and folded by the read (PostgreSQL)', async () => {
    const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
    await t.insertOrder({ status: 'pending' });
    if (t.database.dialect === 'postgres') expect(await deltaRows()).toBeGreaterThan(0);
    expect(await listCounters(t.db, cutoff)).toEqual(await recount(cutoff));
    if (t.database.dialect === 'postgres') expect(await deltaRows()).toBe(0);
    // Again, from the folded counters alone.
    expect(await listCounters(t.db, cutoff)).toEqual(await recount(cutoff));
  });

  it('equal a recount while another call holds the fold (PostgreSQL: the deltas stay, still counted)', async () => {
    const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
    await t.insertOrder({ status: 'booking' });
    if (t.database.dialect === 'sqlite') {
      expect(await listCounters(t.db, cutoff)).toEqual(await recount(cutoff));
      return;
    }
    const client = await t.database.db.$client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [FOLD_LOCK]);
      const before = await deltaRows();
      expect(before).toBeGreaterThan(0);
      expect(await listCounters(t.db, cutoff)).toEqual(await recount(cutoff));
      expect(await deltaRows()).toBe(before);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [FOLD_LOCK]);
      client.release();
    }
  });

  it('are read on PostgreSQL in one statement beside the page: no transaction, no other count', async () => {
    await t.insertOrder({ status: 'sent_to_station' });
    // The stations of their current version are read once (in a snapshot of their own) and kept: not this call's work.
    await listAdminOrders({ deps: t, query: { limit: DEFAULT_PAGE_SIZE, offset: 0, sort: 'newest' } });
    await t.insertOrder({ status: 'pending' });
    let answer: Awaited<ReturnType<typeof listAdminOrders>> | undefined;
    const sent = await statementsDuring(async () => {
      answer = await listAdminOrders({ deps: t, query: { limit: DEFAULT_PAGE_SIZE, offset: 0, sort: 'newest' } });
    });
    const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
    const counted = await recount(cutoff);
    expect(answer).toMatchObject({
      total: [...counted.byStatus.values()].reduce((a, n) => a + n, 0),
      overdue: counted.overdue,
      waitingOnStation: counted.byStatus.get('sent_to_station'),
    });
    if (t.database.dialect === 'sqlite') return;
    // Beside the page (and its stations' version, and their waits): the counters, folding the deltas.
    expect(sent.filter((text) => /^\s*(begin|commit)/i.test(text))).toEqual([]);
    expect(sent.filter((text) => /order_count|from "orders"/.test(text)).map((text) => (/order_count/.test(text) ? 'counters' : 'page'))).toEqual(
      expect.arrayContaining(['counters', 'page']),
    );
    expect(sent.filter((text) => /order_count|from "orders"/.test(text))).toHaveLength(2);
    expect(await deltaRows()).toBe(0);
  });

  it('fold a backlog larger than one batch over several reads, the figures the same at every step (PostgreSQL)', async () => {
    if (t.database.dialect === 'sqlite') return;
    const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
    const before = await listCounters(t.db, cutoff);
    // As a bulk load leaves them: more deltas than one fold moves, summing to nothing per key.
    await t.exec(
      `insert into order_count_deltas (kind, key, n) select 'status', 'pending', case when i % 2 = 0 then 1 else -1 end from generate_series(1, ${FOLD_BATCH + 10}) as i`,
    );
    await foldOrderCountDeltas(t.db);
    expect(await deltaRows()).toBe(10);
    expect(await listCounters(t.db, cutoff)).toEqual(before);
    expect(await deltaRows()).toBe(0);
    expect(await listCounters(t.db, cutoff)).toEqual(await recount(cutoff));
  });

  it('find the deltas to fold through their key, never by reading the whole table (PostgreSQL)', async () => {
    if (t.database.dialect === 'sqlite') return;
    // A table that once held millions of deltas keeps its pages: a scan of it costs what it held.
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`with ${foldDeltasCtes} select count(*) from "moved"`);
    const client = await t.database.db.$client.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
      await client.query('rollback');
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index (Only )?Scan using order_count_deltas_pkey/);
      expect(plan).not.toMatch(/Seq Scan on order_count_deltas/);
    } finally {
      client.release();
    }
  });
});
