// The replica file itself (a real SQLite file through node:sqlite): pages and their cursor
// commit together, reads in the admin API's shapes, offline effects and their rollback, and the
// notification keys that make each notice once.
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerFromReplica } from './local-api';
import { collectNotices, NOTICE_TITLES } from './notifier';
import { applyEffect, offlineEffect, restore } from './offline-actions';
import { deleteReplicaFiles, type Change } from './replica';
import { freshReplica } from './replica-test-support';

const station = { id: 's1', callLetters: 'KABC', market: 'Los Angeles', isHidden: false };
const order = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `o${n}`,
  orderNumber: `NUM0000${n}`,
  clientName: `Client ${n}`,
  agencyName: 'Acme Media',
  contactName: 'Pat',
  email: `p${n}@example.com`,
  stationId: 's1',
  status: 'pending',
  customerStatus: 'pending',
  createdAt: `2026-01-0${n}T10:00:00.000Z`,
  overdue: false,
  station,
  ...extra,
});
const upsert = (entity: Change['entity'], row: { id: string }): Change => ({ entity, id: row.id, op: 'upsert', row });

describe('replica', () => {
  it('is created readable by its owner only, and deleted with its WAL files', () => {
    const replica = freshReplica();
    replica.applyPage([upsert('station', station)], 'c1');
    expect(statSync(replica.file).mode & 0o777).toBe(0o600);
    replica.close();
    deleteReplicaFiles(replica.file);
    expect(() => statSync(replica.file)).toThrow();
  });

  it('applies a page and its cursor in one transaction: a failing page leaves both as they were', () => {
    const replica = freshReplica();
    replica.applyPage([upsert('station', station), upsert('order', order(1))], 'c1');
    expect(() =>
      replica.applyPage([upsert('order', order(2))], 'c2', () => {
        throw new Error('crash in the middle');
      }),
    ).toThrow('crash in the middle');
    expect(replica.cursor()).toBe('c1');
    expect(replica.get('order', 'o2')).toBeNull();
    replica.applyPage([{ entity: 'order', id: 'o1', op: 'delete' }], 'c3');
    expect(replica.count('order')).toBe(0);
  });

  it('answers the admin reads with the server API shapes: sort, status, search by text or call letters, paging headers', () => {
    const replica = freshReplica();
    replica.applyPage(
      [
        upsert('station', station),
        upsert('order', order(1)),
        upsert('order', order(2, { status: 'booking', clientName: 'Zed' })),
        upsert('order', order(3, { overdue: true })),
        upsert('order', order(4, { status: 'sent_to_station', waitingOnStationSince: '2026-01-05T10:00:00.000Z' })),
      ],
      'c1',
    );
    const now = new Date('2026-02-01T00:00:00Z');
    const list = answerFromReplica(replica, '/api/admin/orders?sort=oldest&limit=2', now)!;
    expect(list.headers['x-total-count']).toBe('4');
    expect(list.headers['x-overdue-count']).toBe('1');
    expect(list.headers['x-waiting-on-station-count']).toBe('1');
    expect((JSON.parse(list.body) as { id: string }[]).map((o) => o.id)).toEqual(['o1', 'o2']);
    const ids = (path: string) => (JSON.parse(answerFromReplica(replica, path, now)!.body) as { id: string }[]).map((o) => o.id);
    expect(ids('/api/admin/orders')).toEqual(['o4', 'o3', 'o2', 'o1']);
    expect(ids('/api/admin/orders?status=booking')).toEqual(['o2']);
    expect(ids('/api/admin/orders?q=ZED')).toEqual(['o2']);
    expect(ids('/api/admin/orders?q=kab')).toEqual(['o4', 'o3', 'o2', 'o1']);
    expect(ids('/api/admin/orders?overdue=true')).toEqual(['o3']);
    // 'Waiting on station': sent to the station and not answered yet, as the server filters.
    expect(ids('/api/admin/orders?waitingOnStation=true')).toEqual(['o4']);
    expect(answerFromReplica(replica, '/api/admin/orders/nope', now)!.status).toBe(404);
    expect(answerFromReplica(replica, '/api/admin/analytics', now)).toBeNull();
  });

  it('answers the stations table as the server does: a page searched, filtered and sorted by core’s rule, its count, 400 on a bad value; list rows embed the station summary, the details the whole station', () => {
    const replica = freshReplica();
    const full = (id: string, callLetters: string, fields: Record<string, unknown>) => ({
      id,
      callLetters,
      affiliate: 'NBC',
      market: 'Austin',
      state: 'TX',
      city: null,
      showName: '',
      link: null,
      rate: 100,
      isHidden: false,
      contactName: 'Pat',
      contactEmail: 'pat@station.test',
      contactPhone: null,
      contactTitle: null,
      mediaCompany: null,
      createdAt: '',
      updatedAt: '',
      blackouts: [],
      ...fields,
    });
    replica.applyPage(
      [
        upsert('station', full('s1', 'KABC', { rate: null })),
        upsert('station', full('s2', 'kbbb', { affiliate: 'cbs', rate: 300, isHidden: true })),
        upsert('station', full('s3', 'KCCC', { market: 'Boise', rate: 200 })),
        upsert('order', order(1)),
      ],
      'c1',
    );
    const now = new Date('2026-02-01T00:00:00Z');
    const answer = (path: string) => answerFromReplica(replica, path, now)!;
    const calls = (path: string) => (JSON.parse(answer(path).body) as { callLetters: string; blackouts?: unknown }[]).map((s) => s.callLetters);
    expect(calls('/api/admin/stations')).toEqual(['KABC', 'kbbb', 'KCCC']);
    expect(calls('/api/admin/stations?sort=rate&limit=2')).toEqual(['KCCC', 'kbbb']);
    expect(answer('/api/admin/stations?sort=rate&limit=2').headers['x-total-count']).toBe('3');
    expect(calls('/api/admin/stations?sort=-rate&limit=2&offset=1')).toEqual(['KCCC', 'KABC']);
    expect(calls('/api/admin/stations?affiliate=CBS&visibility=hidden')).toEqual(['kbbb']);
    expect(calls('/api/admin/stations?q=boise&visibility=visible')).toEqual(['KCCC']);
    expect((JSON.parse(answer('/api/admin/stations?limit=1').body) as object[])[0]).not.toHaveProperty('blackouts');
    expect(answer('/api/admin/stations?limit=501').status).toBe(400);
    expect(answer('/api/admin/stations?sort=state').status).toBe(400);
    expect(JSON.parse(answer('/api/admin/stations/summary').body)).toEqual({
      total: 3,
      affiliates: [
        { affiliate: 'NBC', count: 2 },
        { affiliate: 'cbs', count: 1 },
      ],
    });
    const [row] = JSON.parse(answer('/api/admin/orders').body) as { station: Record<string, unknown> }[];
    expect(Object.keys(row!.station).sort()).toEqual(['affiliate', 'callLetters', 'id', 'market', 'rate', 'showName', 'state']);
    expect((JSON.parse(answer('/api/admin/orders/o1').body) as { station: Record<string, unknown> }).station).toMatchObject({
      contactEmail: 'pat@station.test',
    });
  });

  it('forgets its rows, cursor and time of sync on a 410, and keeps the requests it has notified', () => {
    const replica = freshReplica();
    replica.applyPage([upsert('station', station), upsert('order', order(1))], 'c1', () => {
      collectNotices(replica, [upsert('order', order(1))], true);
      replica.setMeta('syncedAt', '2026-02-01T00:00:00.000Z');
    });
    replica.resetRows();
    expect([replica.cursor(), replica.syncedAt(), replica.count('order'), replica.count('station')]).toEqual([null, null, 0, 0]);
    // Copied again: the request it knew raises nothing, a new one does.
    expect(collectNotices(replica, [upsert('station', station), upsert('order', order(1)), upsert('order', order(2))], false).map((n) => n.orderId)).toEqual([
      'o2',
    ]);
  });

  it('shows an offline action at once and rolls it back to exactly what was there', () => {
    const replica = freshReplica();
    replica.applyPage([upsert('station', station), upsert('order', order(1))], 'c1');
    const effect = offlineEffect(
      replica,
      { method: 'PATCH', path: '/api/admin/orders/o1', body: { status: 'cancelled', reason: 'No slot' } },
      { now: '2026-01-05T00:00:00.000Z', actor: 'admin', localId: 'local-1' },
    )!;
    const before = applyEffect(replica, effect);
    expect(replica.get('order', 'o1')).toMatchObject({ status: 'cancelled', customerStatus: 'cancelled', cancelReason: 'No slot' });
    const note = offlineEffect(
      replica,
      { method: 'POST', path: '/api/admin/orders/o1/notes', body: { text: 'Call back' } },
      { now: '2026-01-05T00:00:00.000Z', actor: 'admin', localId: 'local-1' },
    )!;
    const noteBefore = applyEffect(replica, note);
    expect(replica.eventsOf('o1').map((e) => e.to)).toEqual(['Call back']);
    restore(replica, noteBefore);
    restore(replica, before);
    expect(replica.get('order', 'o1')).toEqual(order(1));
    expect(replica.eventsOf('o1')).toEqual([]);
    // Writes the console cannot make offline are left to the server.
    expect(offlineEffect(replica, { method: 'POST', path: '/api/admin/orders/bulk', body: {} }, { now: '', actor: 'admin', localId: 'local-2' })).toBeNull();
  });

  it('notices new requests and customer changes once each, and nothing from the first copy', () => {
    const replica = freshReplica();
    const first = [upsert('station', station), upsert('order', order(1))];
    expect(replica.transaction(() => collectNotices(replica, first, true))).toEqual([]);
    replica.applyPage(first, 'c1');
    const later = [
      upsert('order', order(2)),
      upsert('order', order(1, { status: 'cancelled' })),
      { entity: 'order_event' as const, id: 'e1', op: 'upsert' as const, row: { id: 'e1', orderId: 'o1', actor: 'customer', kind: 'cancel' } },
      { entity: 'order_event' as const, id: 'e2', op: 'upsert' as const, row: { id: 'e2', orderId: 'o1', actor: 'admin:ann', kind: 'status' } },
    ];
    let notices: ReturnType<typeof collectNotices> = [];
    replica.applyPage(later, 'c2', () => (notices = collectNotices(replica, later, false)));
    expect(notices).toEqual([
      { title: NOTICE_TITLES.created, body: 'Client 2 on KABC', orderId: 'o2' },
      { title: NOTICE_TITLES.cancel, body: 'Client 1 on KABC', orderId: 'o1' },
    ]);
    // The same page again (a retry after a crash): nothing new.
    replica.applyPage(later, 'c2', () => (notices = collectNotices(replica, later, false)));
    expect(notices).toEqual([]);
  });
});
