import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@app/core';
import { orders, stationRequests, stations } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { withStationWait } from '../producer/waiting-on-station';
import { adminOrderJson } from './admin-order-json';
import { adminOrderJsonOnce } from './admin-order-json-once';
import { overdueCutoff } from './business-hours';
import { loadAdminOrdersJson } from './load-admin-orders-json';

// The admin JSON built once per order (admin-order-json-once.ts) against the plain path it
// replaces (adminOrderJson, then withStationWait's copy with the wait), byte for byte, on orders
// of every kind: each status, overdue or not, sent to the station with and without its request's
// row, and with the station deleted.

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
  const old = new Date(t.clock.now().getTime() - 30 * 24 * 3600_000).toISOString();
  for (const status of ORDER_STATUSES) {
    await t.insertOrder({ status });
    await t.insertOrder({ status, createdAt: old, updatedAt: old, notes: 'A note', phone: '+1 555 0100' });
  }
  const sent = await t.insertOrder({ status: 'sent_to_station', createdAt: old, updatedAt: old });
  await t.db.insert(stationRequests).values({ orderId: sent.id, tokenHash: null, sentAt: t.clock.now().toISOString(), remindedAt: null, answeredAt: null });
  await t.insertOrder({ stationId: null });
  await t.insertOrder({
    status: 'booking_completed',
    slotStartsAt: '2026-12-15T14:00:00.000Z',
    slotTimeZone: 'America/New_York',
    slotFormat: 'in_studio',
    slotCallTime: null,
    slotProducerNote: 'Bring the book',
  });
});
afterAll(() => t?.close());

const rowsOf = () =>
  t.db
    .select({ order: orders, station: stations })
    .from(orders)
    .leftJoin(stations, eq(stations.id, orders.stationId))
    .orderBy(asc(orders.createdAt), asc(orders.id));

describe('the admin JSON of orders built once per order', () => {
  it.each(['summary', 'full'] as const)('is byte-identical to the plain path (%s station)', async (shape) => {
    const rows = await rowsOf();
    expect(rows.length).toBe(ORDER_STATUSES.length * 2 + 3);
    const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
    const plain = await withStationWait(
      t.db,
      rows.map((r) => (shape === 'full' ? adminOrderJson(r.order, r.station, cutoff, 'full') : adminOrderJson(r.order, r.station, cutoff, 'summary'))),
    );
    const once = await loadAdminOrdersJson({ db: t.db, rows, overdueCutoff: cutoff, station: shape });
    expect(JSON.stringify(once)).toBe(JSON.stringify(plain));
    // Each kind is there: overdue, waiting with and without its request's row, no station.
    expect(plain.filter((o) => o.overdue).length).toBeGreaterThan(0);
    expect(new Set(plain.filter((o) => o.status === 'sent_to_station').map((o) => o.waitingOnStationSince === o.updatedAt)).size).toBe(2);
    expect(plain.some((o) => o.station === null)).toBe(true);
    // One object per order: the builder's own, with the wait set on it.
    const direct = rows.map((r, i) => adminOrderJsonOnce(r.order, r.station, cutoff, shape, plain[i]!.waitingOnStationSince ?? null));
    expect(JSON.stringify(direct)).toBe(JSON.stringify(plain));
  });
});
