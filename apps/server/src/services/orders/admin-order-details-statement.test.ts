// One request's details as getAdminOrder serves them (on PostgreSQL: one statement,
// admin-order-details-statement.ts) against the plain path's reads, byte for byte, on both
// databases: with and without a station, a status history, notes, a station request and an offer.
import type { AdminOrderDetails } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotOffers, stationRequests } from '../../db/schema';
import { isSqlite } from '../../db/transaction';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { statementsDuring } from '../../test/statements-during';
import { getStationRequestInfo } from '../producer/get-station-request-info';
import { overdueCutoff } from './business-hours';
import { findOrderWithStation } from './find-order-with-station';
import { getAdminOrder } from './get-admin-order';
import { listAdminOrderEvents } from './list-admin-order-events';
import { listOrderHistory } from './list-order-history';
import { loadAdminOrdersJson } from './load-admin-orders-json';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

/** The details as getAdminOrder read them before the one statement: each part apart. */
async function plainDetails(id: string): Promise<AdminOrderDetails | null> {
  const db = t.db;
  const found = await findOrderWithStation({ db, id });
  if (!found) return null;
  const [order] = await loadAdminOrdersJson({ db, rows: [found], overdueCutoff: overdueCutoff(t.clock.now(), t.config.businessTimeZone), station: 'full' });
  return {
    ...order!,
    history: await listOrderHistory({ db, order: found.order }),
    events: await listAdminOrderEvents({ db, orderId: id }),
    stationRequest: await getStationRequestInfo({ db, orderId: id }),
  };
}

const served = async (id: string) => JSON.stringify(await getAdminOrder({ deps: t, id }));

describe("one request's details read at once (admin-order-details-statement.ts)", () => {
  it('answers as the plain reads do, whatever the order carries', async () => {
    const stations = (await (await t.api('/api/admin/stations')).json()) as { id: string }[];
    const bare = await t.insertOrder();
    const busy = await t.insertOrder({ stationId: stations[1]!.id, agencyName: 'Ünïcode "quoted" \\ agency', notes: 'line\nbreak' });
    const sent = await t.insertOrder({ stationId: stations[2]!.id });
    const orphan = await t.insertOrder({ stationId: stations.at(-1)!.id });
    for (const status of ['sent_to_station', 'booking', 'cancelled']) {
      expect((await t.api(`/api/admin/orders/${busy.id}`, { method: 'PATCH', json: { status } })).status).toBe(200);
    }
    await t.api(`/api/admin/orders/${busy.id}/notes`, { json: { text: 'Called the producer' } });
    await t.api(`/api/admin/orders/${busy.id}/notes`, { json: { text: 'Called again' } });
    expect((await t.api(`/api/admin/orders/${sent.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } })).status).toBe(200);
    const now = t.clock.now().toISOString();
    await t.db
      .insert(stationRequests)
      .values({ orderId: sent.id, tokenHash: 'hash-of-a-token', sentAt: '2026-11-20T10:00:00.000Z', remindedAt: now, answeredAt: null, responseMs: 1234 })
      .onConflictDoUpdate({ target: stationRequests.orderId, set: { sentAt: '2026-11-20T10:00:00.000Z', remindedAt: now, tokenHash: 'hash-of-a-token' } });
    await t.db.insert(slotOffers).values({
      orderId: sent.id,
      kind: 'proposal',
      options: [{ startsAt: '2026-12-01T15:00:00-05:00', timeZone: 'America/New_York', format: 'live' }],
      note: null,
      createdAt: now,
    } as never);
    expect((await t.api(`/api/admin/stations/${stations.at(-1)!.id}`, { method: 'DELETE' })).status).toBe(204);

    for (const o of [bare, busy, sent, orphan]) {
      const plain = await plainDetails(o.id);
      expect(plain).not.toBeNull();
      expect(await served(o.id)).toBe(JSON.stringify(plain));
    }
    const details = JSON.parse(await served(sent.id)) as AdminOrderDetails;
    expect(details.stationRequest?.offer?.options).toHaveLength(1);
    expect(details.waitingOnStationSince).toBe('2026-11-20T10:00:00.000Z');
    expect((JSON.parse(await served(busy.id)) as AdminOrderDetails).history).toHaveLength(4);
    await expect(getAdminOrder({ deps: t, id: 'no-such-order' })).rejects.toMatchObject({ status: 404 });
  });

  it('on PostgreSQL reads the details in one statement', async () => {
    if (isSqlite(t.db)) return;
    const order = await t.insertOrder();
    const statements = await statementsDuring(() => getAdminOrder({ deps: t, id: order.id }));
    expect(statements).toHaveLength(1);
  });
});
