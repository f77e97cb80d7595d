import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { validBodies } from '../../test/support/fuzz-bodies';
import { createAdminTestApp, TEST_ADMIN, type AdminTestApp } from './admin/admin-test-helpers';
import { verifiedUser } from './auth/test-support';

// One rule for every text field of every route: no NUL or other control character, no
// bidirectional override or isolate, no lone surrogate. Each is refused with 400 and the field named.

const FORBIDDEN = {
  NUL: '\u0000',
  escape: '\u001B',
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'first-strong isolate': '\u2068',
  'lone high surrogate': '\uD83D',
  'lone low surrogate': '\uDE00',
};

let t: AdminTestApp;
let userCookie: string;
let bodies: Record<string, Record<string, unknown>>;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMITS: 'off' } });
  userCookie = (await verifiedUser(t)).cookie;
  const station = ((await (await t.request('/api/stations')).json()) as { id: string }[])[0]!;
  const order = await t.insertOrder();
  const created = await t.api('/api/admin/notifications', { json: { title: 'Hi', message: 'There', type: 'offer', startDate: '2026-11-20' } });
  const notification = (await created.json()) as { id: string };
  ids = { stations: station.id, orders: order.id, notifications: notification.id };
  bodies = validBodies({
    stationId: station.id,
    orderIds: [order.id],
    preferredDate: '2026-12-07',
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
  });
});
afterAll(() => t.close());

const send = (key: string, body: Record<string, unknown>) => {
  const [method = 'POST', pattern = ''] = key.split(' ');
  const path = pattern.replace(':id', ids[pattern.split('/')[3] ?? ''] ?? 'x');
  const headers: Record<string, string> = pattern.startsWith('/api/admin/') ? t.auth() : { Cookie: userCookie };
  return t.request(path, { method, json: body, headers });
};

describe('control characters in text fields', () => {
  it('a valid body of every write route passes the rule (the test bodies are sound)', async () => {
    for (const [key, body] of Object.entries(bodies)) {
      // Sign-ins and the reset need real secrets; they answer 401 / 400 past validation.
      if (['POST /api/admin/login', 'POST /api/auth/login', 'POST /api/auth/reset-password'].includes(key)) continue;
      const res = await send(key, { ...body, ...(key === 'POST /api/auth/register' ? { email: 'sound-body@example.test' } : {}) });
      expect(res.status, `${key}: ${await res.clone().text()}`).toBeLessThan(400);
    }
  });

  it.each(Object.entries(FORBIDDEN))('refuses a %s in every text field of every write route with 400', async (_name, ch) => {
    let checked = 0;
    for (const [key, body] of Object.entries(bodies)) {
      for (const [field, value] of Object.entries(body)) {
        if (typeof value !== 'string') continue;
        const tainted = value.includes('@') ? value.replace('@', `${ch}@`) : `${value.slice(0, 2)}${ch}${value.slice(2)}`;
        const res = await send(key, { ...body, [field]: tainted });
        expect(res.status, `${key} ${field}`).toBe(400);
        const answer = (await res.json()) as { code: string; fieldErrors: Record<string, string[]> };
        expect(answer.code).toBe('validation_error');
        expect(answer.fieldErrors[field], `${key} ${field}`).toContain(MESSAGES.forbiddenCharacters);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  // A lone surrogate cannot travel in a URL (it has no UTF-8 form), so queries are tried with the others.
  it('refuses them in query strings and nested values too', async () => {
    for (const path of [
      `/api/stations?q=${encodeURIComponent('news\u202Etxt')}`,
      `/api/stations?market=${encodeURIComponent('Dallas\u0000')}`,
      `/api/orders?agencyName=${encodeURIComponent('Acme\u2066')}`,
    ]) {
      const res = await t.request(path, { headers: { Cookie: userCookie } });
      expect(res.status, path).toBe(400);
    }
    const bulk = await t.api('/api/admin/orders/bulk', { json: { action: 'status', status: 'sent_to_station', ids: [`${ids.orders}\u0000`] } });
    expect(bulk.status).toBe(400);
    expect(((await bulk.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors['ids.0']).toContain(MESSAGES.forbiddenCharacters);
  });

  it('still accepts tabs, line breaks, emoji (surrogate pairs) and right-to-left scripts', async () => {
    const res = await send('POST /api/chat/log', { query: 'مرحبا\tstations 😀\nin Texas', resultsCount: 1 });
    expect(res.status).toBe(201);
  });
});
