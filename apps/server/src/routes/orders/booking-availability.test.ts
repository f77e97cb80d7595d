import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type ApiErrorBody } from '@app/core';
import { stations } from '../../db/schema';
import { createAdminTestApp } from '../admin/admin-test-helpers';
import { orderBody, refusedOrder } from './booking-test-support';

// The helpers' clock: Friday 20 November 2026, 10:00 in New York; earliest bookable day Friday 27 November.
let t: Awaited<ReturnType<typeof createAdminTestApp>>;
let stationId: string;
let otherId: string;
let hiddenId: string;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
  const visible = await t.db.select().from(stations).where(eq(stations.isHidden, false)).limit(2);
  stationId = visible[0]!.id;
  otherId = visible[1]!.id;
  hiddenId = (await t.db.select().from(stations).where(eq(stations.isHidden, true)))[0]!.id;
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-20T15:00:00Z'));

const setBlackouts = (id: string, blackouts: unknown) => t.api(`/api/admin/stations/${id}/blackouts`, { method: 'PUT', json: { blackouts } });

describe('booking dates: 12 months, distinct dates', () => {
  it('takes a date 365 days ahead and refuses one further', async () => {
    // 2027-11-19 is a Friday, 364 days after 20 November 2026; 2027-11-22 (Monday) is 367.
    const ok = await t.request('/api/orders', { json: orderBody(stationId, { preferredDate: '2027-11-19', alternativeDate: null }) });
    expect(ok.status).toBe(201);
    const far = await refusedOrder(t, orderBody(stationId, { preferredDate: '2027-11-22', alternativeDate: '2027-11-23' }));
    expect(far.fieldErrors?.preferredDate).toEqual([MESSAGES.dateTooFar]);
    expect(far.fieldErrors?.alternativeDate).toEqual([MESSAGES.dateTooFar]);
    expect(MESSAGES.dateTooFar).toBe('Interview must be scheduled within the next 12 months');
  });

  it('refuses an alternative date equal to the preferred one', async () => {
    const err = await refusedOrder(t, orderBody(stationId, { preferredDate: '2026-11-30', alternativeDate: '2026-11-30' }));
    expect(err.fieldErrors?.alternativeDate).toEqual(['Alternative date must differ from the preferred date']);
  });
});

describe('station blackouts', () => {
  it('operators read and replace a station’s ranges; bad ranges are 400, unknown stations 404, no token 401', async () => {
    const put = await setBlackouts(stationId, [
      { from: '2026-12-21', to: '2027-01-01', note: 'Holiday programming' },
      { from: '2026-12-02', to: '2026-12-02' },
    ]);
    expect(put.status).toBe(200);
    const got = await t.api(`/api/admin/stations/${stationId}/blackouts`);
    expect(await got.json()).toEqual({
      blackouts: [
        { from: '2026-12-02', to: '2026-12-02', note: null },
        { from: '2026-12-21', to: '2027-01-01', note: 'Holiday programming' },
      ],
    });
    const backwards = await setBlackouts(stationId, [{ from: '2026-12-10', to: '2026-12-09' }]);
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as ApiErrorBody).message).toBeTruthy();
    expect((await setBlackouts(stationId, [{ from: '2026-02-30', to: '2026-03-01' }])).status).toBe(400);
    expect((await setBlackouts('no-such-station', [])).status).toBe(404);
    expect((await t.api('/api/admin/stations/no-such-station/blackouts')).status).toBe(404);
    expect((await t.request(`/api/admin/stations/${stationId}/blackouts`)).status).toBe(401);
  });

  it('refuses a booking on a blackout date, for either date, and names the station in a request for several', async () => {
    await setBlackouts(stationId, [{ from: '2026-12-21', to: '2027-01-01' }]);
    const pref = await refusedOrder(t, orderBody(stationId, { preferredDate: '2026-12-22', alternativeDate: null }));
    expect(pref).toMatchObject({
      message: 'This station is not available on that date',
      fieldErrors: { preferredDate: ['This station is not available on that date'] },
    });
    const alt = await refusedOrder(t, orderBody(stationId, { preferredDate: '2026-12-18', alternativeDate: '2027-01-01' }));
    expect(alt.fieldErrors?.alternativeDate).toEqual([MESSAGES.stationUnavailable]);
    const call = (await t.db.select().from(stations).where(eq(stations.id, stationId)))[0]!.callLetters;
    const { stationId: _x, ...rest } = orderBody(stationId, { preferredDate: '2026-12-22', alternativeDate: null });
    const group = await refusedOrder(t, { ...rest, stationIds: [otherId, stationId] });
    expect(group.message).toBe(`${call}: ${MESSAGES.stationUnavailable}`);
    const fine = await t.request('/api/orders', { json: orderBody(otherId, { preferredDate: '2026-12-22', alternativeDate: null }) });
    expect(fine.status).toBe(201);
    // The day after the range is bookable again.
    expect((await t.request('/api/orders', { json: orderBody(stationId, { preferredDate: '2027-01-04', alternativeDate: null }) })).status).toBe(201);
  });

  it('lists unavailable dates: too soon, weekends, blackouts and past 12 months; at most 400 days; 404 for hidden stations', async () => {
    await setBlackouts(stationId, [{ from: '2026-12-21', to: '2026-12-23' }]);
    const res = await t.request(`/api/stations/${stationId}/availability?from=2026-11-23&to=2026-12-31`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { from: string; to: string; unavailable: string[] };
    expect(body.from).toBe('2026-11-23');
    expect(body.unavailable).toEqual(
      expect.arrayContaining(['2026-11-23', '2026-11-26', '2026-11-28', '2026-11-29', '2026-12-21', '2026-12-22', '2026-12-23']),
    );
    for (const open of ['2026-11-27', '2026-11-30', '2026-12-18', '2026-12-24']) expect(body.unavailable).not.toContain(open);
    const defaults = (await (await t.request(`/api/stations/${stationId}/availability`)).json()) as { from: string; to: string; unavailable: string[] };
    expect(defaults).toMatchObject({ from: '2026-11-27', to: '2027-11-20' });
    expect(defaults.unavailable).toContain('2026-12-22');
    const late = (await (await t.request(`/api/stations/${stationId}/availability?from=2027-11-15&to=2027-11-30`)).json()) as { unavailable: string[] };
    expect(late.unavailable).toContain('2027-11-22');
    expect(late.unavailable).not.toContain('2027-11-19');
    expect((await t.request(`/api/stations/${stationId}/availability?from=2026-11-23&to=2027-12-28`)).status).toBe(400);
    expect((await t.request(`/api/stations/${stationId}/availability?from=2026-12-10&to=2026-12-01`)).status).toBe(400);
    expect((await t.request(`/api/stations/${stationId}/availability?from=tomorrow`)).status).toBe(400);
    expect((await t.request(`/api/stations/${hiddenId}/availability`)).status).toBe(404);
  });
});
