import { eq } from 'drizzle-orm';
import type { AdminStation, PublicStation } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stations } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const valid = { callLetters: 'KTST', affiliate: 'NBC', market: 'Testville', showName: 'Test Morning' };

async function create(body: Record<string, unknown>) {
  const res = await t.api('/api/admin/stations', { json: body });
  return { res, body: (await res.json()) as AdminStation & { message: string; fieldErrors: Record<string, string[]> } };
}

const publicSearch = async (q: string) =>
  ((await (await t.request(`/api/stations?q=${encodeURIComponent(q)}`)).json()) as PublicStation[]).map((s) => s.callLetters);

const lastAudit = async () => (await t.audit()).at(-1)!;

describe('GET /api/admin/stations', () => {
  it('lists every station, hidden ones included, with the contact fields', async () => {
    const all = await t.db.select().from(stations);
    const res = await t.api('/api/admin/stations');
    const list = (await res.json()) as AdminStation[];
    expect(list).toHaveLength(all.length);
    expect(list.filter((s) => s.isHidden).length).toBe(all.filter((s) => s.isHidden).length);
    expect(list.filter((s) => s.isHidden).length).toBeGreaterThan(0);
    for (const key of ['contactName', 'contactEmail', 'contactPhone', 'contactTitle', 'mediaCompany']) expect(list[0]).toHaveProperty(key);
  });
});

describe('POST /api/admin/stations (the station form rules)', () => {
  it('creates a station (201): trimmed, blanks become null, a rate given as text is read as whole dollars', async () => {
    const { res, body } = await create({
      ...valid,
      callLetters: '  KNEW ',
      link: '',
      rate: '1500',
      contactName: '   ',
      contactEmail: ' Booker@Station.TEST ',
      state: 'Texas',
    });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      callLetters: 'KNEW',
      link: null,
      rate: 1500,
      contactName: null,
      contactEmail: 'booker@station.test',
      state: 'TX',
      isHidden: false,
    });
    expect(await lastAudit()).toMatchObject({
      adminId: t.admin.id,
      adminUsername: 'operator',
      action: 'station.create',
      targetType: 'station',
      targetId: body.id,
      before: null,
      after: expect.objectContaining({ callLetters: 'KNEW', rate: 1500 }),
      createdAt: t.clock.now().toISOString(),
    });
    // The public catalogue refreshes by itself.
    expect(await publicSearch('KNEW')).toEqual(['KNEW']);
  });

  it('the show name is optional (most real stations have none on record), and a seeded station without one can be edited', async () => {
    expect((await create({ ...valid, callLetters: 'KNSH', showName: undefined })).res.status).toBe(201);
    expect((await create({ ...valid, callLetters: 'KNS2', showName: '  ' })).res.status).toBe(201);
    const seeded = (await t.db.select().from(stations).where(eq(stations.callLetters, 'KTUU')))[0]!;
    expect(seeded.showName).toBeNull();
    const res = await t.api(`/api/admin/stations/${seeded.id}`, { method: 'PATCH', json: { rate: 1250 } });
    expect(res.status).toBe(200);
    expect((await t.db.select().from(stations).where(eq(stations.id, seeded.id)))[0]).toMatchObject({ rate: 1250, showName: null });
  });

  it('a blank or missing rate is stored as null (shown as No rate / TBD)', async () => {
    expect((await create({ ...valid, callLetters: 'KNOR', rate: '' })).body.rate).toBeNull();
    expect((await create({ ...valid, callLetters: 'KNO2' })).body.rate).toBeNull();
    expect((await create({ ...valid, callLetters: 'KNO3', rate: null })).body.rate).toBeNull();
  });

  it.each([
    ['callLetters', 'Call letters is required'],
    ['affiliate', 'Affiliate is required'],
    ['market', 'Market is required'],
  ])('%s is required: missing or blank gives "%s"', async (field, message) => {
    for (const value of [undefined, '   ']) {
      const { res, body } = await create({ ...valid, callLetters: 'KREQ', [field]: value });
      expect(res.status).toBe(400);
      expect(body.fieldErrors[field]).toEqual([message]);
    }
    expect((await t.db.select().from(stations).where(eq(stations.callLetters, 'KREQ')))[0]).toBeUndefined();
  });

  it.each([
    [1500.5, 'Rate must be a whole number of dollars'],
    ['1500.50', 'Rate must be a whole number of dollars'],
    ['abc', 'Rate must be a number'],
    [-5, 'Rate cannot be negative'],
  ])('refuses the rate %j: "%s"', async (rate, message) => {
    const { res, body } = await create({ ...valid, callLetters: 'KRAT', rate });
    expect(res.status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.fieldErrors.rate).toEqual([message]);
  });

  it('link must be a URL when given; contact email must be an email when given', async () => {
    const link = await create({ ...valid, callLetters: 'KLNK', link: 'not a url' });
    expect(link.res.status).toBe(400);
    expect(link.body.fieldErrors.link).toEqual(['Please enter a valid URL']);
    const js = await create({ ...valid, callLetters: 'KLNK', link: 'javascript:alert(1)' });
    expect(js.body.fieldErrors.link).toEqual(['Please enter a valid URL']);
    const email = await create({ ...valid, callLetters: 'KLNK', contactEmail: 'nope' });
    expect(email.res.status).toBe(400);
    expect(email.body.fieldErrors.contactEmail).toEqual(['Please enter a valid email address']);
    const ok = await create({ ...valid, callLetters: 'KLNK', link: 'https://klnk.example/show' });
    expect(ok.res.status).toBe(201);
    expect(ok.body.link).toBe('https://klnk.example/show');
  });

  it('refuses call letters that already exist (409), whatever their case: call letters are stored in capitals', async () => {
    const { res, body } = await create({ ...valid, callLetters: 'KNEW' });
    expect(res.status).toBe(409);
    expect(body.message).toBe('A station with call letters KNEW already exists');
    const lower = await create({ ...valid, callLetters: ' knew ' });
    expect(lower.res.status).toBe(409);
    expect(lower.body.message).toBe('A station with call letters KNEW already exists');
    const fresh = await create({ ...valid, callLetters: 'kcap-tv' });
    expect(fresh.res.status).toBe(201);
    expect(fresh.body).toMatchObject({ callLetters: 'KCAP-TV' });
  });
});

describe('PATCH /api/admin/stations/:id', () => {
  it('changes the given fields, keeps the others, clears blanks; audit has before and after', async () => {
    const { body: s } = await create({ ...valid, callLetters: 'KEDT', rate: 900, contactName: 'Pat' });
    t.clock.advance(60_000);
    const res = await t.api(`/api/admin/stations/${s.id}`, { method: 'PATCH', json: { market: 'New Market', contactName: '', rate: '1,200' } });
    expect(res.status).toBe(200);
    const after = (await res.json()) as AdminStation;
    expect(after).toMatchObject({ callLetters: 'KEDT', affiliate: 'NBC', market: 'New Market', contactName: null, rate: 1200 });
    expect(after.updatedAt).toBe(t.clock.now().toISOString());
    expect(await lastAudit()).toMatchObject({
      action: 'station.update',
      targetId: s.id,
      before: expect.objectContaining({ market: 'Testville', contactName: 'Pat', rate: 900 }),
      after: expect.objectContaining({ market: 'New Market', contactName: null, rate: 1200 }),
    });
  });

  it('refuses renaming a station to call letters another has (409 on the field), and changes nothing', async () => {
    await create({ ...valid, callLetters: 'KTKN' });
    const { body: s } = await create({ ...valid, callLetters: 'KREN' });
    const res = await t.api(`/api/admin/stations/${s.id}`, { method: 'PATCH', json: { callLetters: 'KTKN' } });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe('A station with call letters KTKN already exists');
    expect(body.fieldErrors.callLetters).toEqual(['A station with call letters KTKN already exists']);
    expect((await t.db.select().from(stations).where(eq(stations.id, s.id)))[0]!.callLetters).toBe('KREN');
  });

  it('applies the same rules as the form: decimal rate, blank required field, bad email', async () => {
    const id = (await t.db.select().from(stations).where(eq(stations.callLetters, 'KEDT')))[0]!.id;
    for (const [json, field] of [
      [{ rate: 10.25 }, 'rate'],
      [{ market: ' ' }, 'market'],
      [{ contactEmail: 'x@' }, 'contactEmail'],
    ] as const) {
      const res = await t.api(`/api/admin/stations/${id}`, { method: 'PATCH', json });
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { fieldErrors: object }).fieldErrors)).toEqual([field]);
    }
  });

  it('404 for an unknown station', async () => {
    expect((await t.api('/api/admin/stations/nope', { method: 'PATCH', json: { market: 'X' } })).status).toBe(404);
  });
});

describe('PUT /api/admin/stations/:id/blackouts', () => {
  it('replaces the ranges and audits the change with the ranges before and after', async () => {
    const { body: s } = await create({ ...valid, callLetters: 'KBLK', market: 'Blackburg' });
    const first = [{ from: '2026-12-24', to: '2026-12-26', note: 'Holiday programming' }];
    expect((await t.api(`/api/admin/stations/${s.id}/blackouts`, { method: 'PUT', json: { blackouts: first } })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'station.blackouts', targetType: 'station', targetId: s.id, before: [], after: first });
    const res = await t.api(`/api/admin/stations/${s.id}/blackouts`, { method: 'PUT', json: { blackouts: [] } });
    expect(await res.json()).toEqual({ blackouts: [] });
    expect(await lastAudit()).toMatchObject({ action: 'station.blackouts', before: first, after: [] });
  });
});

describe('PATCH /api/admin/stations/:id/visibility', () => {
  it('hiding removes the station from public search and lookup; showing brings it back', async () => {
    const { body: s } = await create({ ...valid, callLetters: 'KVIS', market: 'Visiburg' });
    expect(await publicSearch('KVIS')).toEqual(['KVIS']);

    const hide = await t.api(`/api/admin/stations/${s.id}/visibility`, { method: 'PATCH', json: { isHidden: true } });
    expect(hide.status).toBe(200);
    expect(((await hide.json()) as AdminStation).isHidden).toBe(true);
    expect(await publicSearch('KVIS')).toEqual([]);
    expect((await t.request(`/api/stations/${s.id}`)).status).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: 'station.visibility', before: { isHidden: false }, after: { isHidden: true } });

    await t.api(`/api/admin/stations/${s.id}/visibility`, { method: 'PATCH', json: { isHidden: false } });
    expect(await publicSearch('KVIS')).toEqual(['KVIS']);
    expect((await t.request(`/api/stations/${s.id}`)).status).toBe(200);
  });

  it('isHidden must be a boolean', async () => {
    const id = (await t.db.select().from(stations).where(eq(stations.callLetters, 'KVIS')))[0]!.id;
    const res = await t.api(`/api/admin/stations/${id}/visibility`, { method: 'PATCH', json: { isHidden: 'yes' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('isHidden must be true or false');
  });
});

describe('DELETE /api/admin/stations/:id', () => {
  it('deletes (204), keeps its orders without a station, audits the deleted row; 404 afterwards', async () => {
    const { body: s } = await create({ ...valid, callLetters: 'KDEL' });
    const order = await t.insertOrder({ stationId: s.id });
    const res = await t.api(`/api/admin/stations/${s.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await publicSearch('KDEL')).toEqual([]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.stationId).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: 'station.delete',
      targetId: s.id,
      before: expect.objectContaining({ callLetters: 'KDEL' }),
      after: null,
    });
    expect((await t.api(`/api/admin/stations/${s.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
