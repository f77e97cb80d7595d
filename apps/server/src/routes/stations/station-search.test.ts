import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody, PublicStation } from '@app/core';
import { stations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (qs: string) => {
  const res = await t.request(`/api/stations?${qs}`);
  expect(res.status).toBe(200);
  return { res, stations: (await res.json()) as PublicStation[] };
};

describe('GET /api/stations: filters, sort and pages', () => {
  it('filters by affiliate, any case, and by a maximum rate that leaves stations without a rate out', async () => {
    const { stations: nbc } = await search('affiliate=nbc');
    expect(nbc.length).toBeGreaterThan(20);
    expect(nbc.every((s) => s.affiliate === 'NBC')).toBe(true);
    const { stations: cheap } = await search('maxRate=1000');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((s) => s.rate !== null && s.rate <= 1000)).toBe(true);
    const { stations: both } = await search('q=texas&affiliate=NBC&maxRate=3000');
    expect(both.every((s) => s.state === 'TX' && s.affiliate === 'NBC' && s.rate! <= 3000)).toBe(true);
  });

  it('sorts by rate either way (no rate last), by market and by call letters', async () => {
    const { stations: up } = await search('affiliate=NBC&sort=rate');
    const rated = up.filter((s) => s.rate !== null).map((s) => s.rate!);
    expect(rated).toEqual([...rated].sort((a, b) => a - b));
    expect(up.slice(rated.length).every((s) => s.rate === null)).toBe(true);
    expect(up.some((s) => s.rate === null)).toBe(true);
    const { stations: down } = await search('affiliate=NBC&sort=-rate');
    const ratedDown = down.filter((s) => s.rate !== null).map((s) => s.rate!);
    expect(ratedDown).toEqual([...ratedDown].sort((a, b) => b - a));
    expect(down.at(-1)!.rate).toBeNull();
    const { stations: byCall } = await search('affiliate=NBC&sort=callLetters');
    const calls = byCall.map((s) => s.callLetters);
    expect(calls).toEqual([...calls].sort((a, b) => a.localeCompare(b)));
    const { stations: byMarket } = await search('affiliate=CBS&sort=market');
    const markets = byMarket.map((s) => s.market.toLowerCase());
    expect(markets).toEqual([...markets].sort((a, b) => a.localeCompare(b)));
  });

  it('pages with limit and offset and tells the full count in X-Total-Count', async () => {
    const { res: allRes, stations: all } = await search('affiliate=NBC&sort=callLetters');
    expect(allRes.headers.get('x-total-count')).toBe(String(all.length));
    const { res, stations: page } = await search('affiliate=NBC&sort=callLetters&limit=24&offset=24');
    expect(res.headers.get('x-total-count')).toBe(String(all.length));
    expect(page).toEqual(all.slice(24, 48));
    const { stations: past } = await search('affiliate=NBC&limit=10&offset=5000');
    expect(past).toEqual([]);
    const { stations: max } = await search('limit=500');
    expect(max.length).toBeLessThanOrEqual(500);
  });

  it('refuses bad values with 400 naming the parameter', async () => {
    for (const [qs, field] of [
      ['limit=501', 'limit'],
      ['limit=0', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=2.5', 'limit'],
      ['offset=-1', 'offset'],
      ['maxRate=cheap', 'maxRate'],
      ['maxRate=1e3', 'maxRate'],
      ['sort=price', 'sort'],
      ['affiliate=%20', 'affiliate'],
    ] as const) {
      const res = await t.request(`/api/stations?${qs}`);
      expect(res.status, qs).toBe(400);
      const body = (await res.json()) as ApiErrorBody;
      expect(Object.keys(body.fieldErrors ?? {}), qs).toContain(field);
    }
  });
});

describe('GET /api/stations: a search that forgives and explains', () => {
  it('reads a misspelt state within two edits as the state, and says so', async () => {
    const { res, stations: found } = await search('q=Calfornia');
    expect(res.headers.get('x-search-corrected')).toBe('California');
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((s) => s.state === 'CA')).toBe(true);
    const { res: two } = await search('q=Califrnai');
    expect(two.headers.get('x-search-corrected')).toBe('California');
    const { res: market, stations: houston } = await search('q=Housten');
    expect(market.headers.get('x-search-corrected')).toBe('Houston');
    expect(houston.every((s) => s.market === 'Houston')).toBe(true);
  });

  it('reads the state= and market= filters the same way', async () => {
    const { res, stations: found } = await search('state=Califronia');
    expect(res.headers.get('x-search-corrected')).toBe('California');
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((s) => s.state === 'CA')).toBe(true);
    const { res: market, stations: houston } = await search('market=Housten');
    expect(market.headers.get('x-search-corrected')).toBe('Houston');
    expect(houston.length).toBeGreaterThan(0);
    expect(houston.every((s) => s.market === 'Houston')).toBe(true);
  });

  it('does not correct short words, words three edits away, or names found as typed', async () => {
    // Five letters is long enough.
    const { res: five, stations: texas } = await search('q=Tekas');
    expect(five.headers.get('x-search-corrected')).toBe('Texas');
    expect(texas.every((s) => s.state === 'TX')).toBe(true);
    const { res: shortWord, stations: shortNone } = await search('q=Ohoi');
    expect(shortWord.headers.get('x-search-corrected')).toBeNull();
    expect(shortNone).toEqual([]);
    const { res: far, stations: farNone } = await search('q=Cabiforkza');
    expect(far.headers.get('x-search-corrected')).toBeNull();
    expect(farNone).toEqual([]);
    const { res: exact } = await search('q=California');
    expect(exact.headers.get('x-search-corrected')).toBeNull();
  });

  it("reads past words that only say what is looked for: 'Texas stations', 'TV stations in Houston', 'Washington state', 'WCBS-TV'", async () => {
    const { stations: texas } = await search('q=Texas');
    const { stations: texasStations } = await search(`q=${encodeURIComponent('Texas stations')}`);
    expect(texasStations.map((s) => s.id)).toEqual(texas.map((s) => s.id));
    const { stations: houston } = await search(`q=${encodeURIComponent('TV stations in Houston')}`);
    expect(houston.length).toBeGreaterThan(0);
    expect(houston.every((s) => s.market === 'Houston')).toBe(true);
    const { res: wa, stations: waOnly } = await search(`q=${encodeURIComponent('Washington state')}`);
    expect(wa.headers.get('x-search-ambiguous')).toBeNull();
    expect(waOnly.length).toBeGreaterThan(0);
    expect(waOnly.every((s) => s.state === 'WA')).toBe(true);
    const { stations: wcbs } = await search('q=WCBS-TV');
    expect(wcbs.map((s) => s.callLetters)).toEqual(['WCBS']);
  });

  it("finds nothing for a text of symbols only ('%', '_'), as the admin lists do", async () => {
    for (const q of ['%', '_', '?']) {
      const { res, stations: found } = await search(`q=${encodeURIComponent(q)}`);
      expect(found).toEqual([]);
      expect(res.headers.get('x-total-count')).toBe('0');
    }
  });

  it('answers both readings of Washington and names them', async () => {
    const { res, stations: found } = await search('q=Washington');
    expect(res.headers.get('x-search-ambiguous')).toBe('Washington (state)|Washington, DC');
    const states = new Set(found.map((s) => s.state));
    expect(states).toEqual(new Set(['WA', 'DC']));
    // Each reading's own search is not ambiguous.
    const { res: dc, stations: dcOnly } = await search(`q=${encodeURIComponent('Washington, DC')}`);
    expect(dc.headers.get('x-search-ambiguous')).toBeNull();
    expect(dcOnly.every((s) => s.state === 'DC')).toBe(true);
    const { res: wa, stations: waOnly } = await search('q=WA');
    expect(wa.headers.get('x-search-ambiguous')).toBeNull();
    expect(waOnly.every((s) => s.state === 'WA')).toBe(true);
  });

  it("answers Los Angeles and Louisiana for 'LA'", async () => {
    const { res, stations: found } = await search('q=LA');
    expect(res.headers.get('x-search-ambiguous')).toBe('Los Angeles|Louisiana');
    expect(found.some((s) => s.market === 'Los Angeles')).toBe(true);
    expect(found.some((s) => s.state === 'LA')).toBe(true);
    expect(found.every((s) => s.market === 'Los Angeles' || s.state === 'LA')).toBe(true);
  });

  it('finds a market whatever the state of its stations: New York gives WNET, licensed in New Jersey', async () => {
    const { stations: ny } = await search(`q=${encodeURIComponent('New York')}`);
    expect(ny.map((s) => s.callLetters)).toContain('WNET');
    expect(ny.some((s) => s.state === 'NY' && s.market !== 'New York')).toBe(true);
    const { stations: market } = await search(`market=${encodeURIComponent('new york')}`);
    expect(market.map((s) => s.callLetters)).toContain('WNET');
  });

  it('never corrects or answers towards hidden stations', async () => {
    const wnet = (await t.db.select().from(stations).where(eq(stations.callLetters, 'WNET')))[0]!;
    await t.db.update(stations).set({ isHidden: true }).where(eq(stations.id, wnet.id));
    t.catalogue.changed(); // written straight to the database, as through this server's admin routes
    try {
      const { stations: ny } = await search(`q=${encodeURIComponent('New York')}`);
      expect(ny.map((s) => s.callLetters)).not.toContain('WNET');
      const { stations: typo } = await search('q=WNETT');
      expect(typo).toEqual([]);
    } finally {
      await t.db.update(stations).set({ isHidden: false }).where(eq(stations.id, wnet.id));
      t.catalogue.changed(); // written straight to the database, as through this server's admin routes
    }
  });
});
