// The Analytics tab from the replica (a real SQLite file): every figure counted here as the server
// counts it, days in the business time zone across a daylight-saving change, an offline action
// counted at once, and the server's own figures fetched again only once they have aged.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '@app/core';
import { answerFromReplica } from './local-api';
import { applyEffect, offlineEffect } from './offline-actions';
import type { Change, Replica } from './replica';
import { freshReplica, reopened } from './replica-test-support';
import { keptServerFigures, refreshServerFigures } from './server-figures';

const upsert = (entity: Change['entity'], row: { id: string }): Change => ({ entity, id: row.id, op: 'upsert', row });
const station = (id: string, market: string) => ({ id, callLetters: `K${id.toUpperCase()}`, market, state: 'TX', isHidden: false, blackouts: [] });
const order = (id: string, createdAt: string, stationId: string, status: string, agencyName: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  orderNumber: id.toUpperCase(),
  clientName: `Client ${id}`,
  agencyName,
  email: `${id}@example.com`,
  stationId,
  status,
  createdAt,
  overdue: false,
  ...extra,
});
const HOUR = 3_600_000;
let eventCount = 0;
const event = (orderId: string, createdAt: string, afterMs: number, actor: string, kind: string) => ({
  id: `e${++eventCount}`,
  orderId,
  at: new Date(Date.parse(createdAt) + afterMs).toISOString(),
  actor,
  kind,
  from: null,
  to: null,
  reason: null,
  internal: kind === 'note',
});

// 2026-03-10 07:00 in Chicago, two days after clocks went forward (March 8, 2:00).
const NOW = new Date('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const SERVER = { unmetDemand: [{ query: 'pottery', count: 3 }], medianStationResponseHours: 5.2 };

function seeded(): Replica {
  const replica = freshReplica();
  const created = {
    o1: '2026-03-04T05:59:59.999Z', // 23:59 on March 3 in Chicago: before the chart's first day
    o2: '2026-03-04T06:00:00.000Z', // midnight starting March 4 (CST)
    o3: '2026-03-09T04:30:00.000Z', // 23:30 on March 8 (CDT)
    o4: '2026-03-09T05:00:00.000Z', // midnight starting March 9 (CDT)
    o5: '2026-03-10T11:00:00.000Z',
    o6: '2026-03-10T11:30:00.000Z',
  };
  replica.applyPage(
    [
      upsert('station', station('s1', 'Austin')),
      upsert('station', station('s2', 'Boston')),
      upsert('station', station('s3', 'Chicago')),
      upsert('order', order('o1', created.o1, 's1', 'pending', 'Acme', { overdue: true })),
      upsert('order', order('o2', created.o2, 's1', 'booking_completed', 'Acme')),
      upsert('order', order('o3', created.o3, 's2', 'finished', 'Zeta')),
      upsert('order', order('o4', created.o4, 's2', 'sent_to_station', '')),
      upsert('order', order('o5', created.o5, 's3', 'cancelled', null)),
      // Its station was deleted: counted everywhere but in the markets.
      upsert('order', order('o6', created.o6, 'gone', 'booking', 'Beta')),
      // First operator actions: 2 h (a note before it does not count), 4 h (a station's answer
      // before it does not count), 0.5 h and 1 h; an event of an order no longer here is ignored.
      upsert('order_event', event('o2', created.o2, 1 * HOUR, 'admin:pat', 'note')),
      upsert('order_event', event('o2', created.o2, 2 * HOUR, 'admin:pat', 'status')),
      upsert('order_event', event('o2', created.o2, 3 * HOUR, 'admin:pat', 'slot')),
      upsert('order_event', event('o3', created.o3, 1 * HOUR, 'station:KS2', 'status')),
      upsert('order_event', event('o3', created.o3, 4 * HOUR, 'admin:sam', 'aired')),
      upsert('order_event', event('o4', created.o4, 0.5 * HOUR, 'admin:sam', 'status')),
      upsert('order_event', event('o5', created.o5, 1 * HOUR, 'admin:pat', 'status')),
      upsert('order_event', event('deleted-order', created.o5, 0.1 * HOUR, 'admin:pat', 'status')),
    ],
    'c1',
  );
  replica.setMeta('businessTimeZone', 'America/Chicago');
  replica.setMeta('serverAnalytics', JSON.stringify(SERVER));
  return replica;
}

const analytics = (replica: Replica): Analytics => JSON.parse(answerFromReplica(replica, '/api/admin/analytics', NOW)!.body) as Analytics;

describe('analytics from the replica', () => {
  it('counts every figure as the server does, the days in the business time zone, with the server’s figures for what the feed does not carry', () => {
    expect(analytics(seeded())).toEqual({
      totalSubmissions: 6,
      conversionRate: 33.3,
      pendingRequests: 3,
      completed: 1,
      confirmed: 1,
      cancelled: 1,
      last7Days: [
        { date: '2026-03-04', count: 1 },
        { date: '2026-03-05', count: 0 },
        { date: '2026-03-06', count: 0 },
        { date: '2026-03-07', count: 0 },
        { date: '2026-03-08', count: 1 },
        { date: '2026-03-09', count: 1 },
        { date: '2026-03-10', count: 2 },
      ],
      topMarkets: [
        { market: 'Austin', count: 2 },
        { market: 'Boston', count: 2 },
        { market: 'Chicago', count: 1 },
      ],
      topAgencies: [
        { agencyName: 'Acme', count: 2 },
        { agencyName: 'Beta', count: 1 },
        { agencyName: 'Zeta', count: 1 },
      ],
      statusDistribution: { pending: 3, confirmed: 1, completed: 1, cancelled: 1 },
      unmetDemand: SERVER.unmetDemand,
      medianFirstActionHours: 1.5,
      overdueRequests: 1,
      medianStationResponseHours: 5.2,
    });
  });

  it('counts an action made offline at once, as the lists show it', () => {
    const replica = seeded();
    const effect = offlineEffect(
      replica,
      { method: 'PATCH', path: '/api/admin/orders/o1', body: { status: 'cancelled', reason: 'Client withdrew' } },
      { now: NOW.toISOString(), actor: 'admin:pat', localId: 'local-1' },
    );
    applyEffect(replica, effect!);
    const after = analytics(replica);
    expect(after.statusDistribution).toEqual({ pending: 2, confirmed: 1, completed: 1, cancelled: 2 });
    expect(after.overdueRequests).toBe(0);
  });

  it('keeps each order’s first action whatever order its rows arrive in, written again, undone or deleted', () => {
    const replica = freshReplica();
    const created = '2026-03-10T08:00:00.000Z';
    const median = () => analytics(replica).medianFirstActionHours;
    replica.setMeta('businessTimeZone', 'America/Chicago');
    replica.setMeta('serverAnalytics', JSON.stringify(SERVER));
    // The events first, then their order (a later change put the order after them in the feed).
    const early = event('p1', created, 3 * HOUR, 'admin:pat', 'status');
    const later = event('p1', created, 5 * HOUR, 'admin:pat', 'slot');
    replica.applyPage([upsert('order_event', later), upsert('order_event', early), upsert('order', order('p1', created, 's1', 'booking', null))], 'c1');
    expect(median()).toBe(3);
    // The order and the later event written again: still the earliest.
    replica.applyPage([upsert('order', order('p1', created, 's1', 'booking_completed', null)), upsert('order_event', later)], 'c2');
    expect(median()).toBe(3);
    // The earliest undone: the next one counts.
    replica.applyPage([{ entity: 'order_event', id: early.id, op: 'delete' }], 'c3');
    expect(median()).toBe(5);
    replica.applyPage([{ entity: 'order', id: 'p1', op: 'delete' }], 'c4');
    expect(median()).toBeNull();
  });

  it('works the first actions out for a replica made before it kept them', () => {
    const replica = seeded();
    replica.close();
    const old = new DatabaseSync(replica.file);
    old.exec(
      'DROP TRIGGER first_actions_event_in; DROP TRIGGER first_actions_event_out; DROP TRIGGER first_actions_order_in; DROP TRIGGER first_actions_order_out; DROP TABLE first_actions; PRAGMA user_version = 0;',
    );
    old.close();
    expect(analytics(reopened(replica.file)).medianFirstActionHours).toBe(1.5);
  });

  it('goes to the server until its figures are kept', () => {
    const replica = seeded();
    replica.setMeta('serverAnalytics', null);
    expect(answerFromReplica(replica, '/api/admin/analytics', NOW)).toBeNull();
  });
});

describe('the server’s figures', () => {
  const answers = (config: unknown, figures: unknown, status = 200) => {
    const asked: string[] = [];
    const get = async (path: string) => {
      asked.push(path);
      const body = path === '/api/config' ? config : { ...(figures as object), totalSubmissions: 9 };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    return { asked, get };
  };

  const at = (ms: number) => ({ now: new Date(NOW.getTime() + ms), maxAgeMs: MINUTE });

  it('fetches the time zone and the figures once they have aged; a change makes the views read again', async () => {
    const replica = freshReplica();
    const server = answers({ contactEmail: 'a@b.c', googleEnabled: false, businessTimeZone: 'America/Denver' }, SERVER);
    expect(await refreshServerFigures(replica, server.get, at(0))).toBe(true);
    expect(server.asked).toEqual(['/api/config', '/api/admin/analytics']);
    expect(keptServerFigures(replica)).toEqual({ timeZone: 'America/Denver', analytics: SERVER });

    expect(await refreshServerFigures(replica, server.get, at(MINUTE - 1))).toBe(false);
    expect(server.asked).toHaveLength(2);

    expect(await refreshServerFigures(replica, server.get, at(MINUTE))).toBe(false);
    expect(server.asked).toEqual(['/api/config', '/api/admin/analytics', '/api/config', '/api/admin/analytics']);

    const changed = answers({}, { ...SERVER, medianStationResponseHours: 6 });
    expect(await refreshServerFigures(replica, changed.get, at(2 * MINUTE))).toBe(true);
    expect(keptServerFigures(replica)?.analytics.medianStationResponseHours).toBe(6);

    // The server's BUSINESS_TIMEZONE changed (and restarted): the days are counted in the new zone.
    const moved = answers({ contactEmail: 'a@b.c', googleEnabled: false, businessTimeZone: 'America/Chicago' }, { ...SERVER, medianStationResponseHours: 6 });
    expect(await refreshServerFigures(replica, moved.get, at(3 * MINUTE))).toBe(true);
    expect(keptServerFigures(replica)?.timeZone).toBe('America/Chicago');
  });

  it('keeps what it has when the server answers with an error', async () => {
    const replica = freshReplica();
    await refreshServerFigures(replica, answers({ businessTimeZone: 'America/Denver', contactEmail: 'a@b.c', googleEnabled: true }, SERVER).get, at(0));
    const failing = answers({ message: 'down' }, { message: 'down' }, 500);
    expect(await refreshServerFigures(replica, failing.get, at(MINUTE))).toBe(false);
    expect(keptServerFigures(replica)).toEqual({ timeZone: 'America/Denver', analytics: SERVER });
  });
});
