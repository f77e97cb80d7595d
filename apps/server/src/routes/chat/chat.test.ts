import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ChatQuery, ChatStationCounts, PublicStation } from '@app/core';
import { chatQueries, stations, unmetSearches, users } from '../../db/schema';
import { newId } from '../../lib/random';
import { createAdmin } from '../../services/admins/create-admin';
import { issueAdminToken } from '../../services/admins/issue-admin-token';
import { CLI_ACTOR } from '../../services/audit/record-audit';
import { createSession } from '../../services/sessions/create-session';
import { createTestApp, type TestApp } from '../../test/helpers';
import { CHAT_LOG_LIMIT, SEARCH_MISS_LIMIT } from '.';
import { logChatQuery } from '../../services/chat/log-chat-query';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A user row and a session on Lucia's design (services/sessions.ts); returns the Cookie header. */
async function signIn(email = `chat-${++n}@example.test`): Promise<{ id: string; email: string; cookie: string }> {
  const id = newId();
  const now = t.clock.now().toISOString();
  await t.db.insert(users).values({ id, email, firstName: 'Chat', lastName: 'User', createdAt: now, updatedAt: now });
  const { token } = await createSession({ deps: t, userId: id });
  return { id, email, cookie: `session=${token}` };
}

const log = (json: unknown, cookie?: string) => t.request('/api/chat/log', { json, headers: cookie ? { Cookie: cookie } : {} });
const rowsOf = async (userId: string) => await t.db.select().from(chatQueries).where(eq(chatQueries.userId, userId));

describe('POST /api/chat/log', () => {
  it('refuses visitors who are not signed in with 401, and stores nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(chatQueries))[0]?.n;
    const res = await log({ query: 'NBC stations', resultsCount: 3 });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Please sign in to continue');
    const forged = await log({ query: 'NBC stations', resultsCount: 3 }, 'session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.status).toBe(401);
    expect((await t.db.select({ n: count() }).from(chatQueries))[0]?.n).toBe(before);
  });

  it('stores the trimmed question with the user and the email of the session, never those of the body', async () => {
    const me = await signIn('Chat-Owner@example.test'.toLowerCase());
    const other = await signIn();
    const res = await log({ query: '  NBC stations in Texas  ', resultsCount: 4, userId: other.id, userEmail: other.email }, me.cookie);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as ChatQuery;
    expect(body).toMatchObject({ userId: me.id, userEmail: me.email, query: 'NBC stations in Texas', resultsCount: 4 });
    expect(body.createdAt).toBe(t.clock.now().toISOString());
    const rows = await rowsOf(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userEmail: me.email, query: 'NBC stations in Texas', resultsCount: 4 });
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it('shows the question in the admin Chat Queries list and, when it found nothing, in unmet demand', async () => {
    const me = await signIn();
    expect((await log({ query: 'Stations in Atlantis', resultsCount: 0 }, me.cookie)).status).toBe(201);
    expect((await log({ query: 'stations in atlantis ', resultsCount: 0 }, me.cookie)).status).toBe(201);
    const admin = await createAdmin({ deps: t, username: 'chat-operator', password: 'correct horse battery', actor: CLI_ACTOR });
    const { token } = await issueAdminToken({ tx: t.db, clock: t.clock, adminId: admin.id });
    const auth = { Authorization: `Bearer ${token}` };
    const list = (await (await t.request('/api/admin/chat-queries', { headers: auth })).json()) as ChatQuery[];
    expect(list.some((q) => q.query === 'Stations in Atlantis' && q.userEmail === me.email && q.resultsCount === 0)).toBe(true);
    const analytics = (await (await t.request('/api/admin/analytics', { headers: auth })).json()) as { unmetDemand: { query: string; count: number }[] };
    expect(analytics.unmetDemand).toContainEqual({ query: 'stations in atlantis', count: 2 });
  });

  it.each([
    [{}, 'query', 'Query is required'],
    [{ query: '   ', resultsCount: 1 }, 'query', 'Query is required'],
    [{ query: 'x'.repeat(501), resultsCount: 1 }, 'query', 'Query must be at most 500 characters'],
    [{ query: 42, resultsCount: 1 }, 'query', 'Query is required'],
    [{ query: 'NBC', resultsCount: -1 }, 'resultsCount', 'Results count cannot be negative'],
    [{ query: 'NBC', resultsCount: 1.5 }, 'resultsCount', 'Results count must be a whole number'],
    [{ query: 'NBC', resultsCount: '3' }, 'resultsCount', 'Results count must be a whole number'],
    [{ query: 'NBC' }, 'resultsCount', 'Results count must be a whole number'],
  ])('rejects %j with 400 on %s', async (json, field, message) => {
    const me = await signIn();
    const res = await log(json, me.cookie);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toContain(message);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('accepts a question of exactly 500 characters and a count of 0', async () => {
    const me = await signIn();
    expect((await log({ query: 'y'.repeat(500), resultsCount: 0 }, me.cookie)).status).toBe(201);
    expect((await rowsOf(me.id))[0]?.query).toHaveLength(500);
  });

  it(`allows ${CHAT_LOG_LIMIT} questions a minute per user, then 429 with Retry-After; others are not affected`, async () => {
    const busy = await signIn();
    const calm = await signIn();
    for (let i = 0; i < CHAT_LOG_LIMIT; i++) expect((await log({ query: `q${i}`, resultsCount: 1 }, busy.cookie)).status).toBe(201);
    const refused = await log({ query: 'one more', resultsCount: 1 }, busy.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await log({ query: 'calm', resultsCount: 1 }, calm.cookie)).status).toBe(201);
    t.clock.advance(61_000);
    expect((await log({ query: 'later', resultsCount: 1 }, busy.cookie)).status).toBe(201);
    expect(await rowsOf(busy.id)).toHaveLength(CHAT_LOG_LIMIT + 1);
  });

  it('refuses a cross-site post carrying the session cookie (CSRF)', async () => {
    const me = await signIn();
    const res = await t.request('/api/chat/log', {
      json: { query: 'NBC', resultsCount: 1 },
      headers: { Cookie: me.cookie, Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('logChatQuery refuses a user id that has no account', async () => {
    await expect(logChatQuery({ deps: t, userId: 'nobody', query: 'x', resultsCount: 0 })).rejects.toThrow(/sign in/);
  });
});

describe('POST /api/chat/search-miss', () => {
  const misses = async () => await t.db.select().from(unmetSearches);

  it('stores a missed search for anyone: trimmed, lower-cased, at most 100 characters, source search', async () => {
    const res = await t.request('/api/chat/search-miss', { json: { query: '  Stations In  ATLANTIS  ' } });
    expect(res.status).toBe(204);
    expect((await misses()).at(-1)).toMatchObject({ query: 'stations in atlantis', source: 'search' });
    const long = `${'Z'.repeat(150)}`;
    expect((await t.request('/api/chat/search-miss', { json: { query: long } })).status).toBe(204);
    expect((await misses()).at(-1)?.query).toBe('z'.repeat(100));
  });

  it('rejects a blank or missing query with 400', async () => {
    const before = (await misses()).length;
    for (const json of [{}, { query: '  ' }, { query: 7 }]) {
      const res = await t.request('/api/chat/search-miss', { json });
      expect(res.status).toBe(400);
    }
    expect(await misses()).toHaveLength(before);
  });

  it(`allows ${SEARCH_MISS_LIMIT} reports a minute per client address, then 429`, async () => {
    t.clock.advance(61_000);
    for (let i = 0; i < SEARCH_MISS_LIMIT; i++) {
      expect((await t.request('/api/chat/search-miss', { json: { query: `nowhere ${i}` } })).status).toBe(204);
    }
    const refused = await t.request('/api/chat/search-miss', { json: { query: 'one more' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('GET /api/chat/stats', () => {
  it('gives the total and the visible station counts; hiding a station lowers only the visible one', async () => {
    const first = (await (await t.request('/api/chat/stats')).json()) as ChatStationCounts;
    const all = (await t.db.select({ n: count() }).from(stations))[0]?.n ?? 0;
    const visible = ((await (await t.request('/api/stations')).json()) as PublicStation[]).length;
    expect(first).toEqual({ total: all, visible });
    expect(first.total).toBeGreaterThan(first.visible); // the seed hides a few
    const shown = (await t.db.select().from(stations).where(eq(stations.isHidden, false)))[0]!;
    await t.db.update(stations).set({ isHidden: true }).where(eq(stations.id, shown.id));
    t.catalogue.changed(); // written straight to the database, as through this server's admin routes
    const after = (await (await t.request('/api/chat/stats')).json()) as ChatStationCounts;
    expect(after).toEqual({ total: all, visible: visible - 1 });
  });
});
