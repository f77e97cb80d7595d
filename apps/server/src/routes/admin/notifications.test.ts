import type { Notification } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
beforeAll(async () => {
  // 15:00 UTC is 10:00 in New York: "today" is 2026-11-20.
  t = await createAdminTestApp({ now: '2026-11-20T15:00:00Z' });
});
afterAll(() => t.close());

const valid = { title: 'Holiday slots', message: 'Book December now', type: 'offer', startDate: '2026-11-20' };

async function create(json: Record<string, unknown>) {
  const res = await t.api('/api/admin/notifications', { json });
  return { res, body: (await res.json()) as Notification & { message: string; fieldErrors: Record<string, string[]> } };
}
const publicIds = async () => ((await (await t.request('/api/notifications')).json()) as Notification[]).map((n) => n.id);

describe('POST /api/admin/notifications (the notification form rules)', () => {
  it('creates (201) with isActive true and, without a type, the stored default offer (the form itself starts at announcement); blanks become null', async () => {
    const { res, body } = await create({ title: ' Hi ', message: 'There', startDate: '2026-11-20', buttonText: ' ', buttonLink: '' });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ title: 'Hi', message: 'There', type: 'offer', isActive: true, endDate: null, buttonText: null, buttonLink: null });
    expect((await t.audit()).at(-1)).toMatchObject({
      adminUsername: 'operator',
      action: 'notification.create',
      targetType: 'notification',
      targetId: body.id,
      after: expect.objectContaining({ title: 'Hi' }),
    });
    expect(await publicIds()).toContain(body.id);
  });

  it.each([
    ['title', '', 'Title is required'],
    ['message', '  ', 'Message is required'],
    ['type', '', 'Type is required'],
    ['type', 'banner', 'Type is required'],
    ['startDate', undefined, 'Start date is required'],
    ['startDate', '2026-02-30', 'Please select a valid date'],
    ['endDate', '2026-11-19', 'End date must be on or after the start date'],
    ['buttonLink', 'javascript:alert(1)', 'Button link must be a web link (http or https), a mailto: link or a path of this site such as /?q=Texas'],
    ['isActive', 'yes', 'isActive must be true or false'],
  ])('%s = %j is refused: "%s"', async (field, value, message) => {
    const before = (await (await t.api('/api/admin/notifications')).json()) as Notification[];
    const { res, body } = await create({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(await (await t.api('/api/admin/notifications')).json()).toHaveLength(before.length);
  });

  it('accepts web and mailto button links, and every type', async () => {
    for (const [type, buttonLink] of [
      ['announcement', 'https://example.test/offer'],
      ['offer', 'mailto:sales@example.test'],
      ['urgent', 'http://example.test'],
    ]) {
      const { res, body } = await create({ ...valid, type, buttonText: 'Go', buttonLink, endDate: '2026-12-31' });
      expect(res.status).toBe(201);
      expect(body).toMatchObject({ type, buttonLink, buttonText: 'Go', endDate: '2026-12-31' });
    }
  });
});

describe('GET, PATCH, DELETE /api/admin/notifications', () => {
  it('lists all notifications, inactive and future ones included, newest first', async () => {
    const { body: future } = await create({ ...valid, title: 'Future', startDate: '2027-01-01' });
    t.clock.advance(1000);
    const { body: off } = await create({ ...valid, title: 'Off', isActive: false });
    const list = (await (await t.api('/api/admin/notifications')).json()) as Notification[];
    expect(list[0]?.id).toBe(off.id);
    expect(list.map((n) => n.id)).toContain(future.id);
    const pub = await publicIds();
    expect(pub).not.toContain(off.id);
    expect(pub).not.toContain(future.id);
  });

  it('PATCH toggles isActive (the public list follows) and audits before and after', async () => {
    const { body: n } = await create(valid);
    const res = await t.api(`/api/admin/notifications/${n.id}`, { method: 'PATCH', json: { isActive: false } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Notification).isActive).toBe(false);
    expect(await publicIds()).not.toContain(n.id);
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'notification.update',
      targetId: n.id,
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
    await t.api(`/api/admin/notifications/${n.id}`, { method: 'PATCH', json: { isActive: true } });
    expect(await publicIds()).toContain(n.id);
  });

  it('PATCH checks one date against the stored other one, and the field rules', async () => {
    const { body: n } = await create({ ...valid, startDate: '2026-11-25' });
    const early = await t.api(`/api/admin/notifications/${n.id}`, { method: 'PATCH', json: { endDate: '2026-11-24' } });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { fieldErrors: object }).fieldErrors).toEqual({ endDate: ['End date must be on or after the start date'] });
    const blank = await t.api(`/api/admin/notifications/${n.id}`, { method: 'PATCH', json: { title: ' ' } });
    expect(blank.status).toBe(400);
    expect((await t.api('/api/admin/notifications/nope', { method: 'PATCH', json: { isActive: true } })).status).toBe(404);
  });

  it('DELETE removes it from the admin list and the public banner (204); 404 afterwards', async () => {
    const { body: n } = await create(valid);
    expect(await publicIds()).toContain(n.id);
    const res = await t.api(`/api/admin/notifications/${n.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await publicIds()).not.toContain(n.id);
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'notification.delete',
      targetId: n.id,
      before: expect.objectContaining({ id: n.id }),
      after: null,
    });
    expect((await t.api(`/api/admin/notifications/${n.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
