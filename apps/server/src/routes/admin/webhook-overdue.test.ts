// The order data of a webhook judges `overdue` in BUSINESS_TIMEZONE, as the admin list does: an
// order 28 hours old on a Friday evening (UTC) has waited 28 business hours in New York, but only
// 23 in Tokyo, where it was made at 01:00 on Friday and Saturday has begun.
import { eq } from 'drizzle-orm';
import type { AdminOrder, AdminOrderChange } from '@app/core';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

const CREATED = '2026-11-19T16:00:00.000Z';
const NOW = '2026-11-20T20:00:00.000Z';

const apps: AdminTestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

/** The `overdue` of the order in the admin view and in the webhook of a change back to pending. */
async function overdueSeen(businessTimeZone: string): Promise<{ admin: boolean; webhook: unknown }> {
  const t = await createAdminTestApp({ env: { BUSINESS_TIMEZONE: businessTimeZone, WEBHOOKS_ALLOW_LOOPBACK: '1' } });
  apps.push(t);
  const hook = await t.api('/api/admin/webhooks', { json: { url: 'http://127.0.0.1:9/hook', events: ['order.status_changed'] } });
  expect(hook.status).toBe(201);
  const order = await t.insertOrder({ createdAt: CREATED, updatedAt: CREATED });
  t.clock.set(NOW);
  // A change and its undo: the order is pending again, and the undo's event reports it.
  const change = await t.api(`/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' } });
  const { changeId } = (await change.json()) as AdminOrderChange;
  expect((await t.api('/api/admin/orders/undo', { json: { changeId } })).status).toBe(200);

  const admin = (await (await t.api(`/api/admin/orders/${order.id}`)).json()) as AdminOrder;
  expect(admin.status).toBe('pending');
  const rows = await t.db.select({ payload: webhookDeliveries.payload }).from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'order.status_changed'));
  const pendingAgain = rows
    .map((r) => JSON.parse(r.payload) as { data: { id: string; status: string; overdue?: unknown } })
    .find((p) => p.data.status === 'pending');
  expect(pendingAgain?.data.id).toBe(order.id);
  return { admin: admin.overdue, webhook: pendingAgain?.data.overdue };
}

describe('webhook order data: overdue in the business time zone', () => {
  it('agrees with the admin view in Tokyo, where the order is not overdue yet', async () => {
    expect(await overdueSeen('Asia/Tokyo')).toEqual({ admin: false, webhook: false });
  });

  it('agrees with the admin view in New York, where it is', async () => {
    expect(await overdueSeen('America/New_York')).toEqual({ admin: true, webhook: true });
  });
});
