import type { AdminOrderChange, Analytics } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeConfiguredDatabase, openConfiguredDatabase, serviceDb, type Database } from '../../db/open';
import { orders, stations, unmetSearches } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/random';
import { DAY, HOUR } from '../../lib/time';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { orderBody } from '../../routes/orders/booking-test-support';
import { computeAnalytics, type ComputeAnalyticsOptions } from './compute-analytics';
import { createSharedAnalytics, type SharedAnalytics } from './shared-analytics';

// The analytics served once per data version (shared-analytics.ts): after every kind of write,
// by this app or by another connection to the same database (a second server on PostgreSQL, the
// CLI on the SQLite file), and as time passes, the shared answer is a fresh computation's; with
// nothing written it is not computed again, and concurrent callers share one computation.
// Runs on SQLite (project unit) and PostgreSQL (project api-postgres).

let t: AdminTestApp;
let shared: SharedAnalytics;
let computed = 0;
let other: Database | undefined;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
  const counting = async (options: ComputeAnalyticsOptions): Promise<Analytics> => {
    computed++;
    return computeAnalytics(options);
  };
  shared = createSharedAnalytics({ deps: t, compute: counting });
});
afterAll(async () => {
  if (other) await closeConfiguredDatabase(other);
  await t?.close();
});

/** A pending order of `stationId` created now, to write through a connection of the test's choosing. */
function orderRow(stationId: string, orderNumber: string) {
  const at = t.clock.now().toISOString();
  return {
    id: newId(),
    orderNumber,
    userId: null,
    agencyName: 'Other Server Agency',
    clientName: 'Other client',
    contactName: 'Other contact',
    email: 'other@example.test',
    phone: null,
    interviewTopic: 'Elsewhere',
    stationId,
    preferredDate: '2026-12-15',
    alternativeDate: null,
    notes: null,
    status: 'pending' as const,
    createdAt: at,
    updatedAt: at,
  };
}

/** The shared answer equals a fresh computation, and `computations` computations were made for it. */
async function expectFresh(computations: number) {
  const before = computed;
  const answer = await shared.get();
  expect(answer).toEqual(await computeAnalytics({ deps: t }));
  expect(computed - before).toBe(computations);
  return answer;
}

describe('analytics shared per data version', () => {
  it('equal a fresh computation after every kind of write, and are not computed again without one', async () => {
    const visible = await t.db.select().from(stations).where(eq(stations.isHidden, false));
    const station = visible[0]!;
    for (let i = 0; i < 6; i++) await t.insertOrder({ stationId: visible[i % 3]!.id, createdAt: new Date(t.clock.now().getTime() - i * HOUR).toISOString() });
    await expectFresh(1);
    await expectFresh(0);
    await expectFresh(0);

    // A booking through the API.
    expect((await t.request('/api/orders', { json: orderBody(station.id, { agencyName: 'AAA Shared Agency' }) })).status).toBe(201);
    const booked = await expectFresh(1);
    expect(booked.topAgencies.some((a) => a.agencyName === 'AAA Shared Agency')).toBe(true);
    await expectFresh(0);

    // A status change, then its undo.
    const pending = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'pending'));
    const changed = (await (
      await t.api(`/api/admin/orders/${pending[0]!.id}`, { method: 'PATCH', json: { status: 'cancelled', reason: 'No slot' } })
    ).json()) as AdminOrderChange;
    expect((await expectFresh(1)).cancelled).toBe(booked.cancelled + 1);
    expect((await t.api('/api/admin/orders/undo', { json: { changeId: changed.changeId } })).status).toBe(200);
    expect((await expectFresh(1)).cancelled).toBe(booked.cancelled);

    // A delete, then the delete undone.
    expect((await t.api(`/api/admin/orders/${pending[1]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await expectFresh(1)).totalSubmissions).toBe(booked.totalSubmissions - 1);
    expect((await t.api('/api/admin/orders/restore', { json: { ids: [pending[1]!.id] } })).status).toBe(200);
    expect((await expectFresh(1)).totalSubmissions).toBe(booked.totalSubmissions);

    // A bulk change.
    const ids = pending.slice(2, 5).map((r) => r.id);
    expect((await t.api('/api/admin/orders/bulk', { json: { action: 'status', status: 'cancelled', ids } })).status).toBe(200);
    expect((await expectFresh(1)).cancelled).toBe(booked.cancelled + 3);

    // A station's market (the top markets), a search that found nothing, a chat question that found nothing.
    expect((await t.api(`/api/admin/stations/${station.id}`, { method: 'PATCH', json: { market: 'Renamed Market' } })).status).toBe(200);
    expect((await expectFresh(1)).topMarkets.some((m) => m.market === 'Renamed Market')).toBe(true);
    expect((await t.request('/api/chat/search-miss', { json: { query: 'stations on the moon' } })).status).toBe(204);
    expect((await expectFresh(1)).unmetDemand.some((u) => u.query === 'stations on the moon')).toBe(true);
    await t.insertUnmetSearch('stations on mars');
    expect((await expectFresh(1)).unmetDemand.some((u) => u.query === 'stations on mars')).toBe(true);
    await inTransaction(t.db, (tx) => tx.delete(unmetSearches).where(eq(unmetSearches.query, 'stations on mars')));
    expect((await expectFresh(1)).unmetDemand.some((u) => u.query === 'stations on mars')).toBe(false);
    await t.insertChatQuery({ query: 'a station in atlantis', resultsCount: 0 });
    expect((await expectFresh(1)).unmetDemand.some((u) => u.query === 'a station in atlantis')).toBe(true);
    await expectFresh(0);
  });

  it('follow the time: a pending order becoming overdue, and the next business day', async () => {
    // A pending order created now becomes overdue 24 business hours later; until then nothing changes.
    await t.insertOrder({ createdAt: t.clock.now().toISOString() });
    const now = await expectFresh(1);
    t.clock.advance(HOUR);
    await expectFresh(0);
    // Past its deadline (24 business hours: a weekend in between is skipped, so up to 4 days).
    const overdueBefore = now.overdueRequests;
    let moved = 0;
    while ((await shared.get()).overdueRequests === overdueBefore && moved < 4 * DAY) {
      t.clock.advance(HOUR);
      moved += HOUR;
    }
    expect(await shared.get()).toEqual(await computeAnalytics({ deps: t }));
    expect((await shared.get()).overdueRequests).toBeGreaterThan(overdueBefore);
    // The 7 days move with the day in BUSINESS_TIMEZONE, with no write.
    const today = (await shared.get()).last7Days.at(-1)!.date;
    t.clock.advance(DAY);
    const tomorrow = await expectFresh(1);
    expect(tomorrow.last7Days.at(-1)!.date).not.toBe(today);
  });

  it('are computed once for concurrent callers', async () => {
    await t.insertOrder({});
    const answers = await Promise.all(Array.from({ length: 10 }, () => shared.get()));
    expect(computed).toBeGreaterThan(0);
    const before = computed;
    await t.insertOrder({});
    const again = await Promise.all(Array.from({ length: 10 }, () => shared.get()));
    expect(computed - before).toBe(1);
    expect(new Set(again.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(again[0]!.totalSubmissions).toBe(answers[0]!.totalSubmissions + 1);
    expect(again[0]).toEqual(await computeAnalytics({ deps: t }));
  });

  it('see a write made through another connection to the same database (another server, the CLI)', async () => {
    other = await openConfiguredDatabase(t.config, { migrate: false });
    const db = serviceDb(other);
    await shared.get();
    const before = await expectFresh(0);
    const station = (await t.db.select({ id: stations.id }).from(stations).limit(1))[0]!;
    const at = t.clock.now().toISOString();
    await inTransaction(db, (tx) => tx.insert(orders).values(orderRow(station.id, 'TVB-OTHER-1')));
    const after = await expectFresh(1);
    expect(after.totalSubmissions).toBe(before.totalSubmissions + 1);
    await inTransaction(db, (tx) => tx.insert(unmetSearches).values({ id: newId(), query: 'other server miss', source: 'search', createdAt: at }));
    expect((await expectFresh(1)).unmetDemand.some((u) => u.query === 'other server miss')).toBe(true);
  });

  it('never count, nor keep, a write that is rolled back', async () => {
    const before = await expectFresh(0);
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    // A transaction that writes an order, waits, then fails: on SQLite it holds the shared
    // connection's group open meanwhile, on PostgreSQL its own connection.
    const station = (await t.db.select({ id: stations.id }).from(stations).limit(1))[0]!;
    const failing = inTransaction(t.db, async (tx) => {
      await tx.insert(orders).values(orderRow(station.id, 'TVB-ROLLED-BACK'));
      await gate;
      throw new Error('rolled back');
    });
    const asked = shared.get();
    await new Promise((ok) => setTimeout(ok, 20));
    release();
    await expect(failing).rejects.toThrow('rolled back');
    expect((await asked).totalSubmissions).toBe(before.totalSubmissions);
    expect(await expectFresh(0)).toEqual(before);
  });

  // SQLite has one writer at a time: commit order is change order there, so this case is PostgreSQL's.
  it.runIf(process.env['TEST_DIALECT'] === 'postgres')(
    'see a write that commits after a later one (PostgreSQL: change numbers are not commit-ordered)',
    async () => {
      expect(t.database.dialect).toBe('postgres');
      if (other?.dialect !== 'postgres') throw new Error('the test before opens the second PostgreSQL connection this one writes through');
      const station = (await t.db.select({ id: stations.id }).from(stations).limit(1))[0]!;
      const at = t.clock.now().toISOString();
      const insert = (n: number) => ({
        text: `insert into orders (id, order_number, agency_name, client_name, contact_name, email, interview_topic, station_id, preferred_date, status, created_at, updated_at)
             values ($1, $2, 'Early Agency', 'c', 'c', 'e@example.test', 't', $3, '2026-12-15', 'pending', $4, $4)`,
        values: [newId(), `TVB-LATE-${n}`, station.id, at],
      });
      const before = await expectFresh(0);
      // The first writer takes its xid and change numbers, and stays open.
      const early = await other.db.$client.connect();
      try {
        await early.query('begin');
        await early.query(insert(1));
        // A second writer takes later numbers and commits first.
        await other.db.$client.query(insert(2));
        expect((await expectFresh(1)).totalSubmissions).toBe(before.totalSubmissions + 1);
        await expectFresh(0);
        await early.query('commit');
      } finally {
        early.release();
      }
      expect((await expectFresh(1)).totalSubmissions).toBe(before.totalSubmissions + 2);
    },
  );
});
