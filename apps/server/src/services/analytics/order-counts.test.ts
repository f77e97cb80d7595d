import { addDays, conversionRate, customerStatusOf, todayIn, type AdminOrderChange, type Analytics, type CustomerStatus, type OrderStatus } from '@app/core';
import { eq, inArray } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELAY_BUCKET_MS, DELAY_OFFSET_MS, slotKey } from '../../db/order-counts';
import { orderCountDeltas, orderCounts, orderEvents, orderFirstActions, orders, stationRequests, stations } from '../../db/schema';
import { migrationsFolder } from '../../db/migrate';
import { DAY, HOUR } from '../../lib/time';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { orderBody } from '../../routes/orders/booking-test-support';
import { overdueCutoff } from '../orders/business-hours';

// The counters the triggers keep against a recount of the orders themselves, after a workload
// that writes orders every way the app does: bookings (one station and several), status changes
// (single and bulk), undo, deletes (single and bulk) and a delete undone, a deleted station, and direct updates of
// every counted column.

const TZ = 'America/New_York';
let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t?.close());

const localDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

function top(keys: string[], n: number) {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

/** The analytics order figures recounted from every order row (the way they were computed before counters). */
async function recount(): Promise<Partial<Analytics>> {
  const all = await t.db.select().from(orders);
  const markets = new Map((await t.db.select({ id: stations.id, market: stations.market }).from(stations)).map((s) => [s.id, s.market]));
  const byCustomer: Record<CustomerStatus, number> = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const o of all) byCustomer[customerStatusOf(o.status)]++;
  const today = todayIn(TZ, t.clock.now());
  const dates = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const cutoff = overdueCutoff(t.clock.now(), TZ);
  return {
    medianFirstActionHours: medianHours(await firstActionDelays()),
    medianStationResponseHours: medianHours(await stationResponses()),
    totalSubmissions: all.length,
    conversionRate: conversionRate(byCustomer.confirmed, byCustomer.completed, all.length),
    pendingRequests: byCustomer.pending,
    confirmed: byCustomer.confirmed,
    completed: byCustomer.completed,
    cancelled: byCustomer.cancelled,
    statusDistribution: byCustomer,
    last7Days: dates.map((date) => ({ date, count: all.filter((o) => localDate(o.createdAt) === date).length })),
    topMarkets: top(
      all.flatMap((o) => (o.stationId && markets.has(o.stationId) ? [markets.get(o.stationId)!] : [])),
      5,
    ).map(([market, count]) => ({ market, count })),
    topAgencies: top(
      all.flatMap((o) => (o.agencyName ? [o.agencyName] : [])),
      5,
    ).map(([agencyName, count]) => ({ agencyName, count })),
    overdueRequests: all.filter((o) => o.status === 'pending' && o.createdAt < cutoff).length,
  };
}

/** The median of sorted delays (ms) in hours, one decimal, as the analytics show it. */
function medianHours(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = sorted.length / 2;
  const ms = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round((ms / HOUR) * 10) / 10;
}

/** Every station's answer time (ms) through its producer link, shortest first. */
async function stationResponses(): Promise<number[]> {
  const rows = await t.db.select({ ms: stationRequests.responseMs }).from(stationRequests);
  return rows.flatMap((r) => (r.ms === null ? [] : [Number(r.ms)])).sort((a, b) => a - b);
}

/** order_counts plus the deltas not folded yet, per kind and key, zeros left out. */
async function counters(): Promise<Map<string, number>> {
  const rows = [...(await t.db.select().from(orderCounts)), ...(await t.db.select().from(orderCountDeltas))];
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(`${r.kind}:${r.key}`, (sums.get(`${r.kind}:${r.key}`) ?? 0) + Number(r.n));
  return new Map([...sums].filter(([, n]) => n !== 0).sort());
}

/** Each order's delay (ms) to its first operator action (an admin's status, slot or proof of airing), from the events. */
async function firstActionDelays(): Promise<number[]> {
  const created = new Map((await t.db.select({ id: orders.id, createdAt: orders.createdAt }).from(orders)).map((o) => [o.id, o.createdAt]));
  const first = new Map<string, string>();
  for (const e of await t.db.select().from(orderEvents)) {
    if (!e.actor.startsWith('admin:') || !['status', 'slot', 'aired'].includes(e.kind) || !created.has(e.orderId)) continue;
    if (!first.has(e.orderId) || e.at < first.get(e.orderId)!) first.set(e.orderId, e.at);
  }
  return [...first].map(([id, at]) => Date.parse(at) - Date.parse(created.get(id)!)).sort((a, b) => a - b);
}

/** The same counts, made from the orders and their events. */
async function countersRecounted(): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  const add = (key: string) => sums.set(key, (sums.get(key) ?? 0) + 1);
  for (const o of await t.db.select().from(orders)) {
    add(`status:${o.status}`);
    if (o.stationId) add(`station:${o.stationId}`);
    if (o.agencyName) add(`agency:${o.agencyName}`);
    add(`slot:${slotKey(new Date(o.createdAt))}`);
  }
  const bucket = (ms: number) => String(Math.floor((ms + DELAY_OFFSET_MS) / DELAY_BUCKET_MS)).padStart(10, '0');
  for (const ms of await firstActionDelays()) add(`first_action:${bucket(ms)}`);
  for (const ms of await stationResponses()) add(`station_response:${bucket(ms)}`);
  return new Map([...sums].sort());
}

// Renewed after the clock moves past a token's life.
let token: string | undefined;
const analyticsNow = async () => {
  const res = await t.api('/api/admin/analytics', { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Analytics;
};

async function listCounts(query: string) {
  const res = await t.api(`/api/admin/orders?limit=1&${query}`, { token });
  expect(res.status).toBe(200);
  return { total: Number(res.headers.get('X-Total-Count')), overdue: Number(res.headers.get('X-Overdue-Count')) };
}

async function expectCountsMatchRecount() {
  expect(Object.fromEntries(await counters())).toEqual(Object.fromEntries(await countersRecounted()));
  const a = await analyticsNow();
  const r = await recount();
  expect(a).toMatchObject(r);
  // The request list's counts, by filter.
  const all = await t.db.select({ status: orders.status, createdAt: orders.createdAt }).from(orders);
  const cutoff = overdueCutoff(t.clock.now(), TZ);
  const overdue = all.filter((o) => o.status === 'pending' && o.createdAt < cutoff).length;
  expect(await listCounts('')).toEqual({ total: all.length, overdue });
  for (const status of ['pending', 'booking', 'cancelled'] as const) {
    expect(await listCounts(`status=${status}`)).toEqual({ total: all.filter((o) => o.status === status).length, overdue });
  }
  expect(await listCounts('overdue=true')).toEqual({ total: overdue, overdue });
  expect(await listCounts('overdue=true&status=booking')).toEqual({ total: 0, overdue });
  // Counters folded (PostgreSQL) give the same figures again.
  expect(await analyticsNow()).toEqual(a);
}

describe('order counters kept by triggers', () => {
  it('equal a full recount after bookings, status changes, undo, deletes (one undone), bulk changes and a deleted station', async () => {
    const visible = await t.db.select().from(stations).where(eq(stations.isHidden, false));
    const byMarket = [...new Map(visible.map((s) => [s.market, s])).values()].slice(0, 8);
    const now = t.clock.now().getTime();
    const statuses: OrderStatus[] = ['pending', 'sent_to_station', 'booking', 'booking_completed', 'finished', 'cancelled'];
    const agencies = ['Acme PR', 'Bright Media', 'Cobalt', null, '', 'Delta Talent', 'Echo Agency', 'Foxglove'];
    const inserted: string[] = [];
    for (let i = 0; i < 60; i++) {
      const createdAt = new Date(now - ((i * 37) % 12) * DAY - ((i * 13) % 24) * HOUR - (i % 4) * 15 * 60_000).toISOString();
      const row = await t.insertOrder({
        stationId: byMarket[(i * i) % byMarket.length]!.id,
        status: statuses[(i * 7 + (i >> 2)) % statuses.length]!,
        agencyName: agencies[(i * 5) % agencies.length]!,
        createdAt,
        updatedAt: createdAt,
      });
      inserted.push(row.id);
    }
    await expectCountsMatchRecount();

    // Bookings through the API: single stations and one request for three.
    for (let i = 0; i < 4; i++) {
      expect((await t.request('/api/orders', { json: orderBody(byMarket[i]!.id, { agencyName: i % 2 ? 'Acme PR' : 'New Agency' }) })).status).toBe(201);
    }
    const { stationId: _one, ...group } = orderBody(byMarket[0]!.id);
    expect((await t.request('/api/orders', { json: { ...group, stationIds: byMarket.slice(1, 4).map((s) => s.id) } })).status).toBe(201);
    await expectCountsMatchRecount();

    // Status changes, one undone.
    const pending = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'pending'));
    expect((await t.api(`/api/admin/orders/${pending[0]!.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } })).status).toBe(200);
    expect((await t.api(`/api/admin/orders/${pending[1]!.id}`, { method: 'PATCH', json: { status: 'cancelled', reason: 'No slot' } })).status).toBe(200);
    const changed = (await (await t.api(`/api/admin/orders/${pending[2]!.id}`, { method: 'PATCH', json: { status: 'booking' } })).json()) as AdminOrderChange;
    expect((await t.api('/api/admin/orders/undo', { json: { changeId: changed.changeId } })).status).toBe(200);
    await expectCountsMatchRecount();

    // Bulk: a status change (undone, then done again) and a delete; one delete alone.
    const bulkIds = pending.slice(3, 8).map((r) => r.id);
    const bulk = (await (await t.api('/api/admin/orders/bulk', { json: { action: 'status', status: 'cancelled', ids: bulkIds } })).json()) as {
      changeId: string;
    };
    await expectCountsMatchRecount();
    expect((await t.api('/api/admin/orders/undo', { json: { changeId: bulk.changeId } })).status).toBe(200);
    expect((await t.api('/api/admin/orders/bulk', { json: { action: 'status', status: 'sent_to_station', ids: bulkIds.slice(0, 3) } })).status).toBe(200);
    expect(
      (
        await t.api('/api/admin/orders/bulk', {
          json: { action: 'delete', ids: inserted.slice(10, 16).filter((id) => !pending.slice(0, 3).some((p) => p.id === id)) },
        })
      ).status,
    ).toBe(200);
    expect((await t.api(`/api/admin/orders/${inserted[20]!}`, { method: 'DELETE' })).status).toBe(204);
    // Later first actions, and an order deleted after its first action.
    t.clock.advance(2 * HOUR + 7 * 60_000);
    const later = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'pending'));
    expect((await t.api(`/api/admin/orders/${later[0]!.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } })).status).toBe(200);
    expect((await t.api(`/api/admin/orders/${pending[0]!.id}`, { method: 'PATCH', json: { status: 'booking' } })).status).toBe(200);
    expect((await t.api(`/api/admin/orders/${pending[1]!.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectCountsMatchRecount();
    // A delete undone: the order, its events and its first action come back, counted again.
    expect((await t.api('/api/admin/orders/restore', { json: { ids: [pending[1]!.id] } })).status).toBe(200);
    await expectCountsMatchRecount();

    // Stations' answers through their links (written as the producer route does), one changed,
    // one taken back, and an answered order deleted (its request goes with it).
    const requested = new Set((await t.db.select({ id: stationRequests.orderId }).from(stationRequests)).map((r) => r.id));
    const [unanswered, ...answered] = inserted.filter((id) => !requested.has(id)).slice(20, 29);
    await t.db.insert(stationRequests).values(
      answered.map((orderId, i) => ({
        orderId,
        tokenHash: `hash-${orderId}`,
        sentAt: new Date(now - DAY).toISOString(),
        answeredAt: new Date(now - DAY + (i + 1) * 47 * 60_000).toISOString(),
        responseMs: (i + 1) * 47 * 60_000 + (i % 3) * 1_000,
      })),
    );
    await t.db.insert(stationRequests).values({ orderId: unanswered!, tokenHash: `hash-${unanswered!}`, sentAt: new Date(now - DAY).toISOString() });
    // An answer also writes its order (its status or offer), which is what makes the analytics' version move.
    const touch = (ids: string[]) =>
      t.db
        .update(orders)
        .set({ updatedAt: new Date(now).toISOString() })
        .where(inArray(orders.id, ids));
    await touch(answered);
    await expectCountsMatchRecount();
    await t.db
      .update(stationRequests)
      .set({ responseMs: 26 * HOUR })
      .where(eq(stationRequests.orderId, answered[0]!));
    await t.db.update(stationRequests).set({ responseMs: null, answeredAt: null }).where(eq(stationRequests.orderId, answered[1]!));
    await t.db
      .update(stationRequests)
      .set({ responseMs: 90 * 60_000 })
      .where(eq(stationRequests.orderId, unanswered!));
    await touch([answered[0]!, answered[1]!, unanswered!]);
    expect((await t.api(`/api/admin/orders/${answered[2]!}`, { method: 'DELETE' })).status).toBe(204);
    await expectCountsMatchRecount();
    expect((await stationResponses()).length).toBe(7);

    // A deleted station: its orders stay, without a station (and out of the markets).
    expect((await t.api(`/api/admin/stations/${byMarket[5]!.id}`, { method: 'DELETE' })).status).toBe(204);
    // Every counted column changed directly, as a migration or the CLI might.
    await t.db.update(orders).set({ agencyName: 'Renamed Agency' }).where(eq(orders.agencyName, 'Cobalt'));
    await t.db.update(orders).set({ agencyName: null }).where(eq(orders.agencyName, 'Foxglove'));
    await t.db
      .update(orders)
      .set({ stationId: byMarket[0]!.id })
      .where(inArray(orders.id, inserted.slice(30, 34)));
    await t.db
      .update(orders)
      .set({ createdAt: new Date(now - 2 * DAY).toISOString() })
      .where(inArray(orders.id, inserted.slice(40, 45)));
    await t.db
      .update(orders)
      .set({ status: 'finished', updatedAt: new Date(now).toISOString() })
      .where(inArray(orders.id, inserted.slice(45, 50)));
    await expectCountsMatchRecount();

    // A day later: the 7 days and the overdue cutoff move, the counters do not need to.
    t.clock.advance(DAY + 3 * HOUR);
    token = await t.newToken();
    await expectCountsMatchRecount();
    // 60 inserted + 4 + 3 booked - up to 6 bulk-deleted - 2 deleted + 1 restored; first actions at several delays.
    expect((await recount()).totalSubmissions).toBeGreaterThanOrEqual(59);
    expect((await firstActionDelays()).length).toBeGreaterThan(3);
  });

  it('count the orders already there when the counters are made (the migration backfills them)', async () => {
    // The migration's backfill is the same recount: run on a database whose counters were emptied.
    // Some answered station requests (more than the first test may have left).
    await t.db
      .insert(stationRequests)
      .values(
        (await t.db.select({ id: orders.id }).from(orders).limit(3)).map((o, i) => ({
          orderId: o.id,
          sentAt: t.clock.now().toISOString(),
          responseMs: i * HOUR,
        })),
      )
      .onConflictDoNothing();
    await t.exec('delete from order_first_actions; delete from order_counts; delete from order_count_deltas;');
    expect((await counters()).size).toBe(0);
    const [firstActions, firstActionCounts, ...rest] = backfillSql(t.database.dialect, 'order_first_actions_triggers');
    const counts = backfillSql(t.database.dialect, 'order_counts_triggers');
    const responses = backfillSql(t.database.dialect, 'station_response_counts');
    expect([counts.length, rest.length, responses.length]).toEqual([4, 0, 1]);
    // As the migrations run: the tables' rows first, then the counters (the triggers come after them).
    await t.exec(firstActions!);
    expect((await t.db.select().from(orderFirstActions)).length).toBeGreaterThan(3);
    await t.exec('delete from order_counts; delete from order_count_deltas;');
    for (const statement of [...counts, firstActionCounts!, ...responses]) await t.exec(statement);
    expect((await stationResponses()).length).toBeGreaterThan(0);
    expect(await counters()).toEqual(await countersRecounted());
  });
});

/** The backfill statements (INSERT … SELECT) of one of this dialect's counter migrations. */
function backfillSql(dialect: 'sqlite' | 'postgres', name: string): string[] {
  const folder = migrationsFolder(dialect === 'sqlite' ? 'migrations' : 'migrations-pg');
  const file = readdirSync(folder).find((f) => f.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no ${name} migration in ${folder}`);
  return readFileSync(join(folder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--.*\n)*INSERT INTO/i.test(s));
}
