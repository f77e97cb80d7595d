import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PublicStation } from '@app/core';
import { stations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (qs = '') => {
  const res = await t.request(`/api/stations${qs}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PublicStation[];
};

describe('GET /api/stations', () => {
  it('returns the visible catalogue: at least 200 stations in at least 46 states plus DC', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(200);
    const states = new Set(all.map((s) => s.state));
    expect(states.has('DC')).toBe(true);
    expect(states.size).toBeGreaterThanOrEqual(47);
  });

  it('lists by market, then call letters, in reading order whatever the database (a market in lower case among the others, not after them)', async () => {
    const [seeded] = await t.db.select().from(stations).where(eq(stations.isHidden, false)).limit(1);
    const { id: _id, ...fields } = seeded!;
    await t.db.insert(stations).values({ ...fields, id: 'lowercase-market', callLetters: 'KLOW', market: 'abilene-lowland' });
    t.catalogue.changed();
    try {
      const all = await list();
      const byMarket = await list('?sort=market');
      expect(all.map((s) => s.id)).toEqual(byMarket.map((s) => s.id));
      expect(all.findIndex((s) => s.id === 'lowercase-market')).toBeLessThan(all.length - 1);
    } finally {
      await t.db.delete(stations).where(eq(stations.id, 'lowercase-market'));
      t.catalogue.changed();
    }
  });

  it('never returns hidden stations, and never contact fields', async () => {
    const hidden = await t.db.select().from(stations).where(eq(stations.isHidden, true));
    expect(hidden.length).toBeGreaterThan(0);
    await t.db.update(stations).set({ contactEmail: 'desk@station.example', contactName: 'Desk', contactPhone: '555', contactTitle: 'Producer' });
    t.catalogue.changed(); // written straight to the database, as through this server's admin routes
    const all = await list();
    const ids = new Set(all.map((s) => s.id));
    for (const h of hidden) expect(ids.has(h.id)).toBe(false);
    const text = JSON.stringify(all);
    for (const field of ['contactName', 'contactEmail', 'contactPhone', 'contactTitle', 'desk@station.example']) expect(text).not.toContain(field);
    expect(all.every((s) => s.isHidden === false)).toBe(true);
  });

  it('filters by state name or code, case-insensitively', async () => {
    const byCode = await list('?state=tx');
    const byName = await list('?state=Texas');
    expect(byCode.length).toBeGreaterThan(3);
    expect(byName).toEqual(byCode);
    expect(byCode.every((s) => s.state === 'TX')).toBe(true);
    expect(await list('?state=District%20of%20Columbia')).toEqual(await list('?state=DC'));
    expect(await list('?state=Atlantis')).toEqual([]);
    // A blank filter filters nothing, as a blank market does.
    const all = await list('');
    expect(all.length).toBeGreaterThan(byCode.length);
    expect(await list('?state=')).toEqual(all);
    expect(await list('?state=%20&market=')).toEqual(all);
  });

  it('filters by market', async () => {
    const houston = await list('?market=houston');
    expect(houston.length).toBeGreaterThan(0);
    expect(houston.every((s) => s.market.toLowerCase().includes('houston'))).toBe(true);
  });

  it('searches call letters, market, affiliate, show name, state and city with ?q=', async () => {
    expect((await list('?q=kprc')).map((s) => s.callLetters)).toEqual(['KPRC']);
    const houstonLife = await list('?q=houston%20life');
    expect(houstonLife.some((s) => s.showName === 'Houston Life')).toBe(true);
    expect((await list('?q=NBC')).every((s) => s.affiliate === 'NBC')).toBe(true);
    expect((await list('?q=ohio')).every((s) => s.state === 'OH')).toBe(true);
    const mesa = await list('?q=mesa');
    expect(mesa.some((s) => s.city === 'Mesa')).toBe(true);
    expect(await list('?q=zzzz-no-such-station')).toEqual([]);
  });

  it('answers 304 to a matching If-None-Match, and a write changes the ETag', async () => {
    const first = await t.request('/api/stations?state=TX');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('/api/stations?state=TX', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const tx = (await first.json()) as PublicStation[];
    await t.db.update(stations).set({ isHidden: true }).where(eq(stations.id, tx[0]!.id));
    t.catalogue.changed(); // written straight to the database, as through this server's admin routes
    const after = await t.request('/api/stations?state=TX', { headers: { 'If-None-Match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as PublicStation[]).length).toBe(tx.length - 1);
  });

  it('gives one visible station by id, and 404 JSON for hidden or unknown ids', async () => {
    const [first] = await list();
    const ok = await t.request(`/api/stations/${first!.id}`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as PublicStation).callLetters).toBe(first!.callLetters);
    const hidden = (await t.db.select().from(stations).where(eq(stations.isHidden, true)))[0]!;
    for (const id of [hidden.id, 'no-such-id']) {
      const res = await t.request(`/api/stations/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Station not found' });
    }
  });
});
