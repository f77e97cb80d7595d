import type { Analytics, ChatQuery, OrderStatus } from '@app/core';
import { afterEach, describe, expect, it } from 'vitest';
import { stations } from '../../db/schema';
import { DAY, HOUR, MINUTE } from '../../lib/time';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

const TZ = 'America/New_York';
let t: AdminTestApp | undefined;
afterEach(() => t?.close());

const analytics = async (app: AdminTestApp) => {
  const res = await app.api('/api/admin/analytics');
  expect(res.status).toBe(200);
  return (await res.json()) as Analytics;
};

/** The calendar date of an instant in the zone, computed independently of the server's code. */
const localDate = (iso: string, timeZone = TZ) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** Count by key, most first, ties by key ascending, top n. */
function top<K extends string>(keys: K[], n: number) {
  const counts = new Map<K, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

describe('GET /api/admin/analytics', () => {
  it('with no orders: zeros, seven empty days, empty lists', async () => {
    t = await createAdminTestApp();
    const a = await analytics(t);
    expect(a).toEqual({
      totalSubmissions: 0,
      conversionRate: 0,
      pendingRequests: 0,
      completed: 0,
      confirmed: 0,
      cancelled: 0,
      last7Days: ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((date) => ({ date, count: 0 })),
      topMarkets: [],
      topAgencies: [],
      statusDistribution: { pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
      unmetDemand: [],
      medianFirstActionHours: null,
      overdueRequests: 0,
      medianStationResponseHours: null,
    });
  });

  it('every figure equals what this test computes from the orders it created', async () => {
    t = await createAdminTestApp({ now: '2026-11-20T15:00:00Z' });
    const app = t;
    const allStations = await app.db.select().from(stations);
    // Stations of 7 different markets, so the top-5 cut matters.
    const byMarket = new Map(allStations.map((s) => [s.market, s]));
    const picked = [...byMarket.values()].slice(0, 7);
    const statuses: OrderStatus[] = ['pending', 'sent_to_station', 'booking', 'booking_completed', 'finished', 'cancelled'];
    const agencies = ['Acme PR', 'Bright Media', 'Cobalt', 'Delta Talent', 'Echo Agency', 'Foxglove', null, ''];
    const now = app.clock.now().getTime();
    // Deterministic spread: some orders inside the 7-day window, some far older, some right at day edges.
    const created: { status: OrderStatus; market: string; agency: string | null; createdAt: string }[] = [];
    for (let i = 0; i < 83; i++) {
      const station = picked[Math.floor((i * i) / 3) % picked.length]!;
      const status = statuses[(i * 7 + (i >> 2)) % statuses.length]!;
      const agency = agencies[(i * 5 + (i >> 3)) % agencies.length]!;
      const createdAt = new Date(now - ((i * 37) % 11) * DAY - ((i * 13) % 24) * HOUR).toISOString();
      await app.insertOrder({ stationId: station.id, status, agencyName: agency, createdAt, updatedAt: createdAt });
      created.push({ status, market: station.market, agency, createdAt });
    }
    // Right at the edges of the business-time-zone days (New York is UTC-5 in November).
    for (const createdAt of ['2026-11-14T04:59:59.999Z', '2026-11-14T05:00:00.000Z', '2026-11-20T04:59:59.999Z', '2026-11-20T05:00:00.000Z']) {
      await app.insertOrder({ stationId: picked[0]!.id, agencyName: 'Acme PR', createdAt, updatedAt: createdAt });
      created.push({ status: 'pending', market: picked[0]!.market, agency: 'Acme PR', createdAt });
    }
    // An order whose station was deleted counts everywhere except the markets.
    await app.insertOrder({ stationId: null, status: 'finished', agencyName: null });
    created.push({ status: 'finished', market: '', agency: null, createdAt: app.clock.now().toISOString() });

    const a = await analytics(app);
    const count = (s: OrderStatus[]) => created.filter((o) => s.includes(o.status)).length;
    const total = created.length;
    const confirmed = count(['booking_completed']);
    const completed = count(['finished']);
    expect(a.totalSubmissions).toBe(total);
    expect(a.pendingRequests).toBe(count(['pending', 'sent_to_station', 'booking']));
    expect(a.confirmed).toBe(confirmed);
    expect(a.completed).toBe(completed);
    expect(a.cancelled).toBe(count(['cancelled']));
    expect(a.conversionRate).toBe(Math.round(((confirmed + completed) / total) * 1000) / 10);
    expect(String(a.conversionRate)).toMatch(/^\d+(\.\d)?$/);
    expect(a.statusDistribution).toEqual({ pending: a.pendingRequests, confirmed, completed, cancelled: a.cancelled });

    const days = Array.from({ length: 7 }, (_, i) => localDate(new Date(now - (6 - i) * DAY).toISOString()));
    expect(a.last7Days).toEqual(days.map((date) => ({ date, count: created.filter((o) => localDate(o.createdAt) === date).length })));
    expect(a.last7Days.find((d) => d.date === '2026-11-13')).toBeUndefined();

    expect(a.topMarkets).toEqual(
      top(
        created.filter((o) => o.market).map((o) => o.market),
        5,
      ).map(([market, count]) => ({ market, count })),
    );
    expect(a.topAgencies).toEqual(
      top(
        created.filter((o) => o.agency).map((o) => o.agency!),
        5,
      ).map(([agencyName, count]) => ({ agencyName, count })),
    );
    expect(a.topMarkets).toHaveLength(5);
    expect(a.topAgencies).toHaveLength(5);
  });

  it('counts days across a daylight-saving change in the business time zone', async () => {
    // US clocks go back on 2026-11-01; New York is UTC-4 before and UTC-5 after.
    t = await createAdminTestApp({ now: '2026-11-03T15:00:00Z' });
    for (const createdAt of ['2026-10-28T03:59:00Z', '2026-10-28T04:00:00Z', '2026-11-01T04:30:00Z', '2026-11-02T04:30:00Z', '2026-11-02T05:00:00Z']) {
      await t.insertOrder({ createdAt, updatedAt: createdAt });
    }
    const a = await analytics(t);
    expect(a.last7Days).toEqual([
      { date: '2026-10-28', count: 1 },
      { date: '2026-10-29', count: 0 },
      { date: '2026-10-30', count: 0 },
      { date: '2026-10-31', count: 0 },
      { date: '2026-11-01', count: 2 },
      { date: '2026-11-02', count: 1 },
      { date: '2026-11-03', count: 0 },
    ]);
  });

  it('follows BUSINESS_TIMEZONE', async () => {
    t = await createAdminTestApp({ now: '2026-11-20T15:00:00Z', env: { BUSINESS_TIMEZONE: 'Asia/Tokyo' } });
    await t.insertOrder({ createdAt: '2026-11-20T14:59:00Z' }); // 23:59 in Tokyo
    await t.insertOrder({ createdAt: '2026-11-20T15:00:00Z' }); // midnight of the 21st in Tokyo: today there
    const a = await analytics(t);
    expect(a.last7Days.at(-1)).toEqual({ date: '2026-11-21', count: 1 });
    expect(a.last7Days.at(-2)).toEqual({ date: '2026-11-20', count: 1 });
  });

  it('unmet demand: chat questions with no results and empty station searches, grouped, most asked first, top 10', async () => {
    t = await createAdminTestApp();
    const app = t;
    for (let i = 0; i < 3; i++) await app.insertChatQuery({ query: 'stations in Boise', resultsCount: 0 });
    await app.insertChatQuery({ query: '  STATIONS IN BOISE ', resultsCount: 0 });
    await app.insertChatQuery({ query: 'stations in Boise', resultsCount: 4 }); // found something: not unmet
    await app.insertUnmetSearch('stations in boise');
    for (let i = 0; i < 2; i++) await app.insertUnmetSearch('Anchorage');
    // Chat misses may also be written to unmet_searches by the chat feature: counted once, from chat_queries.
    for (let i = 0; i < 6; i++) await app.insertUnmetSearch('chat only', 'chat');
    for (let i = 0; i < 12; i++) await app.insertUnmetSearch(`rare ${String(i).padStart(2, '0')}`);
    const a = await analytics(app);
    expect(a.unmetDemand).toHaveLength(10);
    expect(a.unmetDemand.slice(0, 3)).toEqual([
      { query: 'stations in boise', count: 5 },
      { query: 'anchorage', count: 2 },
      { query: 'rare 00', count: 1 },
    ]);
    expect(a.unmetDemand.map((u) => u.query)).not.toContain('chat only');
  });
});

describe('GET /api/admin/chat-queries', () => {
  it('newest first with limit, offset and X-Total-Count; summary cards over all queries', async () => {
    t = await createAdminTestApp();
    const app = t;
    const made: string[] = [];
    for (const [minutesAgo, results] of [
      [120, 1],
      [61, 2],
      [59, 2],
      [5, 30],
      [0, 0],
    ] as const) {
      const createdAt = new Date(app.clock.now().getTime() - minutesAgo * MINUTE).toISOString();
      made.push((await app.insertChatQuery({ query: `q${minutesAgo}`, resultsCount: results, createdAt, userEmail: 'u@example.test' })).id);
    }
    const res = await app.api('/api/admin/chat-queries?limit=2&offset=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('5');
    const page = (await res.json()) as ChatQuery[];
    expect(page.map((q) => q.id)).toEqual([made[3], made[2]]);
    expect(page[0]).toMatchObject({ query: 'q5', resultsCount: 30, userEmail: 'u@example.test' });
    expect(((await (await app.api('/api/admin/chat-queries')).json()) as ChatQuery[]).map((q) => q.id)).toEqual([...made].reverse());

    // Mean of 1, 2, 2, 30, 0 is 7: rounded; the last hour holds 59, 5 and 0 minutes ago.
    expect(await (await app.api('/api/admin/chat-queries/summary')).json()).toEqual({ totalQueries: 5, averageResults: 7, recentActivity: 3 });
    expect((await app.api('/api/admin/chat-queries?limit=5001')).status).toBe(400);
  });

  it('summary of no queries is all zeros', async () => {
    t = await createAdminTestApp();
    expect(await (await t.api('/api/admin/chat-queries/summary')).json()).toEqual({ totalQueries: 0, averageResults: 0, recentActivity: 0 });
    const res = await t.api('/api/admin/chat-queries');
    expect(res.headers.get('x-total-count')).toBe('0');
    expect(await res.json()).toEqual([]);
  });
});
