import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiErrorBody, Order } from '@app/core';
import type { AppEnv, SessionUser } from '../../context';
import { emailTokens, orders, stations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import { TRACK_LINK_INVALID_MESSAGE } from '../../services/orders/list-orders-by-track-token';
import { TRACK_LINK_SENT_MESSAGE } from '../../services/orders/send-tracking-link';
import { createTestApp, type TestApp } from '../../test/helpers';
import { bookingRoutes, OWN_EMAIL_ONLY_MESSAGE, SIGN_IN_TO_TRACK_MESSAGE, TRACK_LINK_RATE_LIMIT } from './booking';

let t: TestApp;
let stationId: string;
const START = '2026-11-20T15:00:00Z';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' }, now: START });
  stationId = (await t.db.select().from(stations).where(eq(stations.isHidden, false)))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(START);
  await t.outbox.drain();
  t.transport.sent.length = 0;
});

const order = (email: string, over: Record<string, unknown> = {}) => ({
  clientName: 'Dr. Jane Smith',
  contactName: 'Sam Lee',
  email,
  interviewTopic: 'Healthy holiday recipes',
  preferredDate: '2026-11-27',
  stationId,
  ...over,
});

async function placeOrder(email: string, over: Record<string, unknown> = {}, app: TestApp = t): Promise<Order> {
  const res = await app.request('/api/orders', { json: order(email, over) });
  expect(res.status).toBe(201);
  return (await res.json()) as Order;
}

/** Asks for a tracking link and returns the token from the email (or null when none came). */
async function requestLink(email: string): Promise<{ status: number; body: unknown; token: string | null }> {
  t.transport.sent.length = 0;
  const res = await t.request('/api/orders/track-link', { json: { email } });
  const body: unknown = await res.json();
  await t.outbox.drain();
  const mail = t.transport.sent.find((m) => m.to === email.trim().toLowerCase() && /track your booking requests/.test(m.subject));
  const match = mail ? /\/track\?token=([A-Za-z0-9_-]+)/.exec(mail.text) : null;
  return { status: res.status, body, token: match?.[1] ?? null };
}

describe('POST /api/orders/track-link', () => {
  it('answers 202 with the same body for known and unknown emails', async () => {
    await placeOrder('known@example.com');
    const known = await requestLink('known@example.com');
    const unknown = await requestLink('nobody@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: TRACK_LINK_SENT_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(known.token).not.toBeNull();
    expect(unknown.token).toBeNull();
  });

  it('emails a link built from PUBLIC_URL and stores only the token hash, valid 30 minutes', async () => {
    await placeOrder('hash@example.com');
    const { token } = await requestLink(' Hash@Example.com ');
    const mail = t.transport.sent.find((m) => m.to === 'hash@example.com' && m.text.includes('/track?token='))!;
    expect(mail.text).toContain(`${t.config.publicUrl}/track?token=${token}`);
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain(`href="${t.config.publicUrl}/track?token=${token}"`);
    const row = (
      await t.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.tokenHash, sha256(token!)))
    )[0]!;
    expect(row).toMatchObject({ purpose: 'track_orders', email: 'hash@example.com', expiresAt: '2026-11-20T15:30:00.000Z' });
    expect(JSON.stringify(await t.db.select().from(emailTokens))).not.toContain(token!);
    expect(Buffer.from(token!, 'base64url').length).toBe(32);
  });

  it('refuses an invalid email with 400', async () => {
    for (const email of ['', 'not-an-email', 42]) {
      const res = await t.request('/api/orders/track-link', { json: { email } });
      expect(res.status).toBe(400);
    }
  });
});

describe('GET /api/orders/by-email?token=', () => {
  it("lists that email's requests, newest first, with customerStatus and station", async () => {
    const first = await placeOrder('list@example.com', { clientName: 'First' });
    t.clock.advance(60_000);
    const second = await placeOrder('LIST@example.com', { clientName: 'Second', notes: 'Bring samples' });
    await placeOrder('someone-else@example.com');
    await t.db.update(orders).set({ status: 'booking_completed' }).where(eq(orders.id, first.id));
    const { token } = await requestLink('list@example.com');

    const res = await t.request(`/api/orders/by-email?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const list = (await res.json()) as Order[];
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({
      clientName: 'Second',
      status: 'pending',
      customerStatus: 'pending',
      notes: 'Bring samples',
      orderNumber: second.orderNumber,
    });
    expect(list[1]).toMatchObject({ clientName: 'First', status: 'booking_completed', customerStatus: 'confirmed' });
    expect(list[0]?.station?.id).toBe(stationId);
    expect(list[0]?.station).not.toHaveProperty('contactEmail');
  });

  it('keeps working for its 30 minutes (a reload does not lose the page), then 401', async () => {
    await placeOrder('expiry@example.com');
    const { token } = await requestLink('expiry@example.com');
    const get = () => t.request(`/api/orders/by-email?token=${token}`);
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    t.clock.advance(30 * 60_000 - 1);
    expect((await get()).status).toBe(200);
    t.clock.advance(1);
    const expired = await get();
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as ApiErrorBody).message).toBe(TRACK_LINK_INVALID_MESSAGE);
  });

  it('refuses unknown, malformed and wrong-purpose tokens with 401 and a clear message', async () => {
    const now = t.clock.now();
    await t.db.insert(emailTokens).values({
      id: 'reset-1',
      tokenHash: sha256('reset-token'),
      purpose: 'reset_password',
      email: 'known@example.com',
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      createdAt: now.toISOString(),
    });
    for (const token of ['nope', 'reset-token', '%27--']) {
      const res = await t.request(`/api/orders/by-email?token=${token}`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as ApiErrorBody).message).toBe(TRACK_LINK_INVALID_MESSAGE);
    }
    // A NUL is refused like in every other text field.
    expect((await t.request('/api/orders/by-email?token=%00%27--')).status).toBe(400);
    const long = await t.request(`/api/orders/by-email?token=${'x'.repeat(5000)}`);
    expect(long.status).toBe(400);
  });

  it('needs a token or a signed-in own email: 401 without either', async () => {
    for (const qs of ['', '?email=known@example.com', '?token=']) {
      const res = await t.request(`/api/orders/by-email${qs}`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as ApiErrorBody).message).toBe(SIGN_IN_TO_TRACK_MESSAGE);
    }
  });
});

describe('signed-in users', () => {
  let user: SessionUser | null = null;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    // The real app resolves c.var.user from the session cookie; here the test sets it directly.
    const deps = { db: t.db, config: t.config, mailer: t.outbox, clock: t.clock, catalogue: t.catalogue };
    app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('user', user);
        await next();
      })
      .route('/api/orders', bookingRoutes(deps));
    app.onError((err, c) => (err instanceof AppError ? c.json(err.toJSON(), err.status) : c.json({ message: String(err) }, 500)));
    const now = t.clock.now().toISOString();
    await t.db
      .insert(users)
      .values({ id: 'user-1', email: 'me@example.com', firstName: 'Me', lastName: 'User', isEmailVerified: true, createdAt: now, updatedAt: now });
  });

  const as = (u: Partial<SessionUser> | null) => {
    user = u ? { id: 'user-1', email: 'me@example.com', isEmailVerified: true, sessionId: 's', ...u } : null;
  };

  it('records the userId of a signed-in booker, null for guests', async () => {
    as({});
    const res = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order('me@example.com')),
    });
    expect(res.status).toBe(201);
    const mine = (await res.json()) as Order;
    expect(mine.userId).toBe('user-1');
    expect((await t.db.select().from(orders).where(eq(orders.id, mine.id)))[0]?.userId).toBe('user-1');
    t.transport.failing = false;
    await t.outbox.drain();
    expect(t.transport.sent.find((m) => m.to === t.config.opsEmail && m.subject.includes(mine.orderNumber))?.text).toContain('Signed-in user');
  });

  it('sees their own verified email at once with ?email=', async () => {
    as({});
    const res = await app.request('/api/orders/by-email?email=ME@example.com');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Order[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.email === 'me@example.com')).toBe(true);
  });

  it("gets 403 for an unverified email or somebody else's, 401 when signed out", async () => {
    as({ isEmailVerified: false });
    expect((await app.request('/api/orders/by-email?email=me@example.com')).status).toBe(403);
    as({});
    const other = await app.request('/api/orders/by-email?email=known@example.com');
    expect(other.status).toBe(403);
    expect(((await other.json()) as ApiErrorBody).message).toBe(OWN_EMAIL_ONLY_MESSAGE);
    expect((await app.request('/api/orders/by-email')).status).toBe(401);
    as(null);
    expect((await app.request('/api/orders/by-email?email=me@example.com')).status).toBe(401);
  });
});

describe('track-link rate limits', () => {
  it(`allows ${TRACK_LINK_RATE_LIMIT.perEmail.limit} links per email per window, then 429 (known or not)`, async () => {
    const limited = await createTestApp({ now: START });
    try {
      const ask = (email: string) => limited.request('/api/orders/track-link', { json: { email } });
      for (let i = 0; i < TRACK_LINK_RATE_LIMIT.perEmail.limit; i++) expect((await ask('flood@example.com')).status).toBe(202);
      const res = await ask('flood@example.com');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await ask('other@example.com')).status).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it(`allows ${TRACK_LINK_RATE_LIMIT.perAddress.limit} links per client address per window`, async () => {
    const limited = await createTestApp({ now: START });
    try {
      const ask = (i: number) => limited.request('/api/orders/track-link', { json: { email: `person${i}@example.com` } });
      for (let i = 0; i < TRACK_LINK_RATE_LIMIT.perAddress.limit; i++) expect((await ask(i)).status).toBe(202);
      expect((await ask(999)).status).toBe(429);
      limited.clock.advance(TRACK_LINK_RATE_LIMIT.perAddress.windowMs);
      expect((await ask(1000)).status).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
