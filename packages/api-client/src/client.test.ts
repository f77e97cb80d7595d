import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, errorToMessage, isUnauthorizedError, serverMessageOf, type PublicStation } from '@app/core';
import { createAdminTestApp, TEST_ADMIN, type AdminTestApp } from '@app/server/admin-test-helpers';
import { applyServerFieldErrors, createApiClient, json, page, stationList } from './index';

// The typed client against the real app in-process: the paths, inputs and answers the browser
// apps use, and every refusal as an ApiError with its status, code and field errors as data.
let t: AdminTestApp;
let sent: Request[];
beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t.close());

/** A client whose transport is app.request, sent from the site's own origin (as a browser would). */
/** A call that must fail: its answer would be a test error. */
const noAnswerExpected = (): never => {
  throw new Error('expected the call to be refused');
};

const clientFor = (headers: Record<string, string> = {}, onError?: (e: ApiError) => void) => {
  sent = [];
  return createApiClient({
    baseUrl: '',
    headers: () => headers,
    onError,
    fetch: (input, init) => {
      const req = new Request(new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'), init);
      req.headers.set('Origin', new URL(t.config.publicUrl).origin);
      sent.push(req.clone());
      return Promise.resolve(t.app.request(req));
    },
  }).api;
};

describe('the typed client', () => {
  it('reads the public catalogue and one station, sending Accept: application/json', async () => {
    const api = clientFor();
    const stations = await stationList(api.stations.$get({ query: { limit: '3' } }));
    expect(stations).toHaveLength(3);
    expect(sent[0]!.url).toBe('http://localhost/api/stations?limit=3');
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
    const one = await json(api.stations[':id'].$get({ param: { id: stations[0]!.id } }));
    expect(one.callLetters).toBe(stations[0]!.callLetters);
    expect(one).not.toHaveProperty('contactEmail');
  });

  it('types the catalogue search as a list of public stations, with no cast', async () => {
    const api = clientFor();
    const stations: PublicStation[] = await json(api.stations.$get({ query: { state: 'TX' } }));
    expectTypeOf(stations[0]!.callLetters).toEqualTypeOf<string>();
    expect(stations.length).toBeGreaterThan(0);
    expect(stations.every((s) => s.state === 'TX')).toBe(true);
  });

  it('turns a 404 into an ApiError with the status, code and message as data', async () => {
    const api = clientFor();
    const err = await json(api.stations[':id'].$get({ param: { id: 'no-such-station' } })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'not_found', serverMessage: 'Station not found', message: 'Station not found' });
    expect(errorToMessage(err).title).toBe('Something unexpected happened');
  });

  it('gives a 400 its field errors as data, and puts them on the form fields that have them', async () => {
    const api = clientFor();
    const err = await json(
      api.auth.register.$post({ json: { email: 'not-an-email', password: 'x', confirmPassword: 'y', firstName: '', lastName: 'Lee' } }),
    ).then(noAnswerExpected, (e: unknown) => e as ApiError);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('validation_error');
    expect(err.fieldErrors?.email).toBeDefined();
    expect(err.message).toBe(Object.values(err.fieldErrors ?? {})[0]?.[0]);
    expect(errorToMessage(err).title).toBe('Please check your information');
    const set: Record<string, string> = {};
    applyServerFieldErrors(err, ['email', 'lastName'], (field: string, e) => {
      set[field] = e.message;
    });
    expect(Object.keys(set)).toEqual(['email']);
    expect(set.email).toBe(err.fieldErrors!.email![0]);
  });

  it('keeps a signed-out 401 apart from a 403 that says "Unauthorized"', async () => {
    const api = clientFor();
    const unauthorized = await json(api.auth.user.$get()).catch((e: unknown) => e);
    expect(isUnauthorizedError(unauthorized)).toBe(true);
    expect(serverMessageOf(unauthorized)).toBeTruthy();
    expect(new ApiError(403, { message: 'Unauthorized origin' }).status).toBe(403);
    expect(isUnauthorizedError(new ApiError(403, { message: 'Unauthorized origin' }))).toBe(false);
  });

  it('calls the admin API with a bearer token: a page of requests with its counts from the headers', async () => {
    await t.insertOrder({ status: 'pending' });
    const api = clientFor(t.auth());
    const orders = await page(api.admin.orders.$get({ query: { limit: '1' } }));
    expect(orders.items).toHaveLength(1);
    expect(orders.total).toBeGreaterThanOrEqual(1);
    expect(typeof orders.overdue).toBe('number');
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${t.token}`);
  });

  it('validates a bulk change with the route’s own schema, and reports a 401 to onError', async () => {
    const seen: number[] = [];
    const api = clientFor(t.auth(), (e) => seen.push(e.status));
    const err = await json(api.admin.orders.bulk.$post({ json: { action: 'status', status: 'pending', ids: [] } })).then(
      noAnswerExpected,
      (e: unknown) => e as ApiError,
    );
    expect(err.fieldErrors?.ids).toEqual(['Select at least one request']);
    const signedOut = clientFor({ Authorization: 'Bearer wrong' }, (e) => seen.push(e.status));
    await expect(json(signedOut.admin.analytics.$get())).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([400, 401]);
  });

  it('signs an operator in and gives the token', async () => {
    const api = clientFor();
    const { token } = await json(api.admin.login.$post({ json: TEST_ADMIN }));
    expect(token).toMatch(/\S{20,}/);
    const wrong = await json(api.admin.login.$post({ json: { ...TEST_ADMIN, password: 'wrong password' } })).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401 });
  });

  it('makes an answer that is not the JSON error shape an ApiError with the status text', async () => {
    const err = await ApiError.fromResponse(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(err).toMatchObject({ status: 502, message: 'Bad Gateway', serverMessage: undefined, code: undefined, fieldErrors: undefined });
    expect(errorToMessage(err).title).toBe('Something went wrong');
  });
});
