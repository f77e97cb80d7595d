// The change feed's guarantee: a client that applies pages in order until `more` is false holds
// exactly the server's rows, and no change committed while it reads is ever skipped, with two
// server processes writing to one database at once.
//
// Writers on both servers create, change, note and delete orders, edit a station (which changes
// its orders) and keep notifications, while a reader follows the feed from either server,
// round after round. At the end of each round, once the writers are done, the reader pulls until
// its copy equals the database (as the admin API gives it); a change the feed skipped never comes
// back, so the wait runs out and the test fails.
//
// On PostgreSQL the feed needs its xid horizon for this: with a cursor that is only the last seq
// served, a transaction that took a lower seq but committed after the reader passed a higher one
// is skipped for good. Tried once by serving in seq order alone (readChangeEntries without the
// xid filter, cursor = seq): this test failed in round 0, a notification's edit never reaching
// the copy (it had taken a lower seq than a change the reader had already passed).
import { orderEvents } from '../src/db/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../src/test/databases';
import { applyPage, type FeedCopy, type FeedPage } from '../src/test/change-feed';
import { readEvents } from '../src/test/sse';
import { firstStationId, validOrderBody } from './support/orders';
import { waitUntil } from './support/ports';
import { serverDatabase, type ServerDatabase } from './support/server-database';
import { startServerProcess, type ServerProcess } from './support/server-process';

const ADMIN = { username: 'admin', password: 'heavy-test-admin-password' };
const ROUNDS = 6;
/** Writers per server and what each does per round. */
const WRITERS = 3;
const STEPS = 6;

let database: ServerDatabase | undefined;
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.kill('SIGTERM');
  await database?.close();
  database = undefined;
});

async function call(url: string, path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<Response> {
  return await fetch(`${url}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }), ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

async function json<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

describe.each(TEST_DIALECTS)('change feed under concurrent writers on two servers (%s)', (dialect) => {
  it('the reader following the feed ends every round with exactly the database', { timeout: 600_000 }, async () => {
    database = await serverDatabase(dialect);
    const db = database;
    const env = { ...db.env, RATE_LIMITS: 'off' };
    // One after the other: the second finds the database migrated.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    const urls = servers.map((s) => s.url);
    const tokens = await Promise.all(urls.map(async (url) => (await json<{ token: string }>(call(url, '/api/admin/login', { json: ADMIN }))).token));
    const stationId = await firstStationId(urls[0]!);

    const copy: FeedCopy = new Map();
    let cursor: string | undefined;
    let reads = 0;
    /** One pull until `more` is false, from the server after the last one. */
    const pull = async () => {
      for (;;) {
        const i = reads++ % urls.length;
        const q = new URLSearchParams({ limit: '200', ...(cursor === undefined ? {} : { since: cursor }) });
        const page = await json<FeedPage>(call(urls[i]!, `/api/admin/changes?${q.toString()}`, { token: tokens[i]! }));
        applyPage(copy, page);
        cursor = page.cursor;
        if (!page.more) return;
      }
    };

    /** What the database holds, as the admin API gives it (order events by id: their rows are checked by the API suite). */
    const truth = async () => {
      const [orders, notifications, stations] = await Promise.all([
        json<{ id: string }[]>(call(urls[0]!, '/api/admin/orders?limit=5000', { token: tokens[0]! })),
        json<{ id: string }[]>(call(urls[0]!, '/api/admin/notifications', { token: tokens[0]! })),
        json<{ id: string }[]>(call(urls[0]!, '/api/admin/stations', { token: tokens[0]! })),
      ]);
      const events = await db.read((d) => d.select({ id: orderEvents.id }).from(orderEvents));
      return { orders, notifications, stations, events: events.map((e) => e.id) };
    };
    const ofEntity = (entity: string) => new Map([...copy].filter(([k]) => k.startsWith(`${entity}:`)).map(([k, v]) => [k.slice(entity.length + 1), v]));
    const differences = async (): Promise<string[]> => {
      const t = await truth();
      const out: string[] = [];
      const same = (entity: string, rows: { id: string }[], strip: (r: Record<string, unknown>) => Record<string, unknown> = (r) => r) => {
        const have = ofEntity(entity);
        if (have.size !== rows.length) out.push(`${entity}: ${have.size} in the copy, ${rows.length} in the database`);
        for (const row of rows) {
          const mine = have.get(row.id);
          if (!mine) out.push(`${entity} ${row.id} missing`);
          else if (JSON.stringify(strip(mine)) !== JSON.stringify(row))
            out.push(`${entity} ${row.id} stale: ${JSON.stringify(strip(mine))} vs ${JSON.stringify(row)}`);
        }
      };
      same('order', t.orders);
      same('notification', t.notifications);
      same('station', t.stations, ({ blackouts: _, ...rest }) => rest);
      const events = ofEntity('order_event');
      if (events.size !== t.events.length || t.events.some((id) => !events.has(id)))
        out.push(`order_event: ${events.size} in the copy, ${t.events.length} in the database`);
      return out;
    };

    let n = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let writing = true;
      const writer = async (server: number) => {
        const url = urls[server]!;
        const token = tokens[server]!;
        for (let step = 0; step < STEPS; step++) {
          const order = await json<{ id: string }>(call(url, '/api/orders', { json: validOrderBody(stationId, n++, 'feed.example') }));
          await json(call(url, `/api/admin/orders/${order.id}`, { method: 'PATCH', json: { status: 'sent_to_station' }, token }));
          await json(call(url, `/api/admin/orders/${order.id}/notes`, { json: { text: `note ${step}` }, token }));
          if (step % 3 === 0) expect((await call(url, `/api/admin/orders/${order.id}`, { method: 'DELETE', token })).status).toBe(204);
          if (step % 3 === 1) {
            const created = await json<{ id: string }>(
              call(url, '/api/admin/notifications', { json: { title: `N ${n}`, message: 'm', type: 'offer', startDate: '2026-01-01' }, token }),
            );
            await json(call(url, `/api/admin/notifications/${created.id}`, { method: 'PATCH', json: { title: `N ${n} edited` }, token }));
          }
          if (step === STEPS - 1 && server === 0)
            await json(call(url, `/api/admin/stations/${stationId}`, { method: 'PATCH', json: { showName: `Show ${round}` }, token }));
        }
      };
      const writers = Promise.all(urls.flatMap((_, server) => Array.from({ length: WRITERS }, () => writer(server)))).finally(() => (writing = false));
      const reader = (async () => {
        while (writing) await pull();
      })();
      await Promise.all([writers, reader]);
      let last: string[] = [];
      await waitUntil(
        async () => {
          await pull();
          last = await differences();
          return last.length === 0;
        },
        60_000,
        () => `round ${round}: the reader's copy differs from the database:\n${last.slice(0, 20).join('\n')}`,
        50,
      );
    }
  });
});

describe.each(TEST_DIALECTS)('change stream across servers (%s)', (dialect) => {
  it("a write through one server is announced on the other server's stream, with a cursor that serves it", { timeout: 180_000 }, async () => {
    database = await serverDatabase(dialect);
    const env = { ...database.env, RATE_LIMITS: 'off' };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const token = (await json<{ token: string }>(call(b, '/api/admin/login', { json: ADMIN }))).token;
    const stationId = await firstStationId(a);
    const events = await readEvents(`${b}/api/admin/changes/stream`, { Authorization: `Bearer ${token}` });
    try {
      const first = await events.next((e) => e.event === 'changed');
      for (let i = 0; i < 3; i++) {
        const written = Date.now();
        const order = await json<{ id: string }>(call(a, '/api/orders', { json: validOrderBody(stationId, i, 'stream.example') }));
        await events.next((e) => e.event === 'changed' && e.data !== first.data);
        // Reported, not asserted (a timed assertion fails on a loaded machine): the promise is 1 s.
        console.info(`${dialect}: pushed ${Date.now() - written} ms after the write was sent`);
        const page = await json<FeedPage>(call(b, `/api/admin/changes?since=${encodeURIComponent(first.data)}&limit=5000`, { token }));
        const seen = page.changes.map((c) => c.id);
        // The announced cursor covers the write: pulling up to it brings the order.
        if (!seen.includes(order.id)) {
          const again = await events.next((e) => e.event === 'changed');
          const later = await json<FeedPage>(call(b, `/api/admin/changes?since=${encodeURIComponent(first.data)}&limit=5000`, { token }));
          expect(
            later.changes.map((c) => c.id),
            again.data,
          ).toContain(order.id);
        }
      }
    } finally {
      events.close();
    }
  });
});
