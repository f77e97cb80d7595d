// Admin writes sent with an Idempotency-Key: a retry gets the first answer and writes nothing,
// the key is the caller's own, and copies sent at once write once. Real app, real database.
import type { ApiErrorBody, Notification } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, orderEvents } from '../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../routes/admin/admin-test-helpers';
import { createAdmin } from '../services/admins/create-admin';
import { issueAdminToken } from '../services/admins/issue-admin-token';
import { CLI_ACTOR } from '../services/audit/record-audit';
import { IDEMPOTENCY_KEY_REUSED } from '../services/orders/find-idempotent-answer';
import { IDEMPOTENCY_KEY_INVALID } from '../routes/orders/booking';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const keyed = (path: string, key: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
  t.request(path, { method: init.method, json: init.json, headers: { ...t.auth(init.token), 'Idempotency-Key': key } });
const notice = (title: string) => ({ title, message: 'Book now', type: 'offer', startDate: '2026-11-20' });
const countOf = async (title: string) => (await t.db.select().from(notifications).where(eq(notifications.title, title))).length;

describe('Idempotency-Key on admin writes', () => {
  it('answers a retried status change with the first answer and records nothing twice', async () => {
    const order = await t.insertOrder();
    const first = await keyed(`/api/admin/orders/${order.id}`, 'status-1', { method: 'PATCH', json: { status: 'sent_to_station' } });
    expect(first.status).toBe(200);
    const body: unknown = await first.json();
    const events = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).length;
    const audits = (await t.audit()).length;
    const again = await keyed(`/api/admin/orders/${order.id}`, 'status-1', { method: 'PATCH', json: { status: 'sent_to_station' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(body);
    expect((await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).length).toBe(events);
    expect((await t.audit()).length).toBe(audits);
  });

  it('two copies sent at once create one notification, and both get its answer', async () => {
    const [a, b] = await Promise.all([
      keyed('/api/admin/notifications', 'create-1', { json: notice('Once') }),
      keyed('/api/admin/notifications', 'create-1', { json: notice('Once') }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await b.json()).toEqual(await a.json());
    expect(await countOf('Once')).toBe(1);
  });

  it('a retried delete answers 204 again instead of 404', async () => {
    const created = (await (await t.api('/api/admin/notifications', { json: notice('Doomed') })).json()) as Notification;
    expect((await keyed(`/api/admin/notifications/${created.id}`, 'delete-1', { method: 'DELETE' })).status).toBe(204);
    const again = await keyed(`/api/admin/notifications/${created.id}`, 'delete-1', { method: 'DELETE' });
    expect(again.status).toBe(204);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // Without the key, the same request meets the deleted item.
    expect((await t.api(`/api/admin/notifications/${created.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps a refusal too: the same key gets the same 4xx answer', async () => {
    const first = await keyed('/api/admin/notifications', 'bad-1', { json: { ...notice('x'), title: '' } });
    expect(first.status).toBe(400);
    const again = await keyed('/api/admin/notifications', 'bad-1', { json: { ...notice('x'), title: '' } });
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('refuses the same key with another body (409), and writes nothing', async () => {
    expect((await keyed('/api/admin/notifications', 'reuse-1', { json: notice('First body') })).status).toBe(201);
    const other = await keyed('/api/admin/notifications', 'reuse-1', { json: notice('Second body') });
    expect(other.status).toBe(409);
    expect(((await other.json()) as ApiErrorBody).message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await countOf('Second body')).toBe(0);
  });

  it('is scoped to the caller: another admin with the same key writes its own', async () => {
    const other = await createAdmin({ deps: t, username: 'second', password: 'another long password', actor: CLI_ACTOR });
    const token = (await issueAdminToken({ tx: t.db, clock: t.clock, adminId: other.id })).token;
    const mine = await keyed('/api/admin/notifications', 'shared-key', { json: notice('Scoped') });
    const theirs = await keyed('/api/admin/notifications', 'shared-key', { json: notice('Scoped'), token });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await countOf('Scoped')).toBe(2);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.adminUsername, 'second'))).length).toBeGreaterThan(0);
  });

  it('refuses a malformed key (400 naming the header)', async () => {
    const res = await keyed('/api/admin/notifications', 'has space', { json: notice('Never') });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).fieldErrors).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_KEY_INVALID] });
    expect(await countOf('Never')).toBe(0);
  });

  it('keeps no answer when the server failed (5xx): the retry runs the write', async () => {
    // A fault planted in the database: every new notification fails until it is removed.
    const [plant, remove] =
      t.database.dialect === 'sqlite'
        ? ["CREATE TRIGGER planted_fault BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'planted'); END;", 'DROP TRIGGER planted_fault;']
        : [
            "CREATE FUNCTION planted_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'planted'; END; $$; CREATE TRIGGER planted_fault BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION planted_fault();",
            'DROP TRIGGER planted_fault ON notifications; DROP FUNCTION planted_fault();',
          ];
    await t.exec(plant);
    expect((await keyed('/api/admin/notifications', 'fail-1', { json: notice('After failure') })).status).toBe(500);
    await t.exec(remove);
    const retry = await keyed('/api/admin/notifications', 'fail-1', { json: notice('After failure') });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await countOf('After failure')).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    expect((await keyed('/api/admin/notifications', 'day-1', { json: notice('Daily') })).status).toBe(201);
    t.clock.advance(24 * 3600_000 + 1000);
    // The first token has expired meanwhile; the key is the admin's, whatever the token.
    const later = await keyed('/api/admin/notifications', 'day-1', { json: notice('Daily'), token: await t.newToken() });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await countOf('Daily')).toBe(2);
  });
});
