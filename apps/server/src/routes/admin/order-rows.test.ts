// An admin order list row carries only what the request card and the CSV show of its station; the
// details carry the whole station (contact fields), and so do webhooks, whose payload is unchanged.
import { eq } from 'drizzle-orm';
import type { AdminOrder, AdminOrderDetails, ChangeRow } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations, webhookDeliveries } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

const SUMMARY_KEYS = ['affiliate', 'callLetters', 'id', 'market', 'rate', 'showName', 'state'];
const CONTACT = { contactName: 'Pat Producer', contactEmail: 'pat@station.test', contactPhone: '555-0100', contactTitle: 'Producer', mediaCompany: 'Media Co' };

let t: AdminTestApp;
let order: { id: string; stationId: string | null };
beforeAll(async () => {
  t = await createAdminTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: '1' } });
  const hook = await t.api('/api/admin/webhooks', { json: { url: 'http://127.0.0.1:9/hook', events: ['order.status_changed'] } });
  expect(hook.status).toBe(201);
  order = await t.insertOrder();
  await t.db.update(stations).set(CONTACT).where(eq(stations.id, order.stationId!));
  expect((await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } })).status).toBe(200);
});
afterAll(() => t.close());

describe('admin order rows: slim in lists, whole in the details', () => {
  it('GET /api/admin/orders embeds the station summary, without contact fields', async () => {
    const items = (await (await t.api('/api/admin/orders?limit=100')).json()) as AdminOrder[];
    const row = items.find((o) => o.id === order.id)!;
    expect(Object.keys(row.station!).sort()).toEqual(SUMMARY_KEYS);
    expect(row.station).toMatchObject({ id: order.stationId });
    expect(JSON.stringify(items)).not.toContain(CONTACT.contactEmail);
  });

  it('GET /api/admin/orders/:id carries the whole station with its contact fields', async () => {
    const details = (await (await t.api(`/api/admin/orders/${order.id}`)).json()) as AdminOrderDetails;
    expect(details.station).toMatchObject({ id: order.stationId, ...CONTACT });
    expect(details.station).toHaveProperty('createdAt');
  });

  it("the change feed's order rows are the list's rows", async () => {
    const feed = (await (await t.api('/api/admin/changes?limit=5000')).json()) as { changes: { entity: string; id: string; row?: ChangeRow }[] };
    const row = feed.changes.find((c) => c.entity === 'order' && c.id === order.id)?.row as unknown as AdminOrder;
    expect(Object.keys(row.station!).sort()).toEqual(SUMMARY_KEYS);
    const listed = ((await (await t.api('/api/admin/orders?limit=100')).json()) as AdminOrder[]).find((o) => o.id === order.id);
    expect(row).toEqual(listed);
  });

  it('order webhooks still send the whole station', async () => {
    const [delivery] = await t.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'order.status_changed'));
    const payload = JSON.parse(delivery!.payload) as { data: AdminOrderDetails };
    expect(payload.data.station).toMatchObject({ id: order.stationId, ...CONTACT });
  });
});
