// The console's main side (service, sync engine, replica, offline queue, notifier) in its own
// Node process against the real server in another: what the replica holds, how it answers with
// the server down, offline actions, notifications, wiping, and a crash in the middle of a copy.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@app/core';
import { firstStationId, validOrderBody } from '../../../../server/test/support/orders';
import { ADMIN, engineProcess, restartableServer, until, type EngineProcess, type RestartableServer } from '../../../test-support/processes';
import { CHANNELS, type ApiResponse, type SyncStatus } from '../../shared/bridge';
import { NOTICE_TITLES } from './notifier';

const TIMEOUT = 180_000;

let server: RestartableServer;
let dataDir: string;
let adminToken: string;
let stationId: string;
let callLetters: string;
const engines: EngineProcess[] = [];
const dirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${adminToken}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

let orderCount = 0;
async function book(): Promise<{ id: string; clientName: string }> {
  const body = validOrderBody(stationId, ++orderCount, 'sync.example');
  const res = await fetch(`${server.url}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; clientName: string };
}

/** A console signed in to the server, with its replica copied. */
async function signedInConsole(env: Record<string, string> = {}): Promise<{ engine: EngineProcess; userData: string }> {
  const userData = tempDir('console-user-');
  const engine = await engineProcess(userData, env);
  engines.push(engine);
  expect((await engine.call<{ ok: boolean }>(CHANNELS.serverConnect, server.url)).ok).toBe(true);
  expect((await engine.call<{ ok: boolean }>(CHANNELS.authLogin, ADMIN.username, ADMIN.password)).ok).toBe(true);
  await synced(engine);
  return { engine, userData };
}

/** Waits until the engine has caught up and nothing waits. */
async function synced(engine: EngineProcess, since = ''): Promise<SyncStatus> {
  return until(
    'sync',
    async () => {
      const s = await engine.call<SyncStatus | null>(CHANNELS.syncStatus);
      return s && s.online && s.syncedAt && s.syncedAt > since && s.waiting.length === 0 ? s : undefined;
    },
    () => 'the replica did not catch up',
    TIMEOUT,
  );
}

/** Waits until the server is back for the engine and it has sent every waiting action. */
function drained(engine: EngineProcess): Promise<SyncStatus> {
  return until(
    'queue drained',
    async () => {
      await engine.call(CHANNELS.serverCheck, server.url);
      const s = await engine.call<SyncStatus>(CHANNELS.syncStatus);
      return s.waiting.length === 0 && s.online ? s : undefined;
    },
    () => 'actions still waiting',
    TIMEOUT,
  );
}

const local = async <T>(engine: EngineProcess, method: string, path: string, body?: unknown) => {
  const res = await engine.call<ApiResponse>(CHANNELS.apiRequest, method, path, body === undefined ? undefined : JSON.stringify(body));
  return { ...res, json: (res.body ? JSON.parse(res.body) : null) as T };
};

/** Every admin row of the server, as its API gives them. */
async function serverData() {
  return {
    stations: (await api<unknown[]>('/api/admin/stations')).body,
    orders: (await api<unknown[]>('/api/admin/orders?limit=5000&sort=oldest')).body,
    notifications: (await api<unknown[]>('/api/admin/notifications')).body,
    chatQueries: (await api<unknown[]>('/api/admin/chat-queries?limit=5000')).body,
  };
}

/** The same reads answered by the console (from its replica once copied). */
async function consoleData(engine: EngineProcess) {
  return {
    stations: (await local<unknown[]>(engine, 'GET', '/api/admin/stations')).json,
    orders: (await local<unknown[]>(engine, 'GET', '/api/admin/orders?limit=5000&sort=oldest')).json,
    notifications: (await local<unknown[]>(engine, 'GET', '/api/admin/notifications')).json,
    chatQueries: (await local<unknown[]>(engine, 'GET', '/api/admin/chat-queries?limit=5000')).json,
  };
}

interface FrontProxy {
  url: string;
  /** Ends every open connection (the push stream's too), as a proxy losing its upstream does. */
  dropConnections(): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of the server. `front` sees each request first: it answers it itself with a
 * status, holds it until a promise settles (then passes it on), or returns nothing to pass it on.
 */
async function frontProxy(front: (req: IncomingMessage) => number | Promise<void> | undefined): Promise<FrontProxy> {
  const sockets = new Set<Socket>();
  const proxy = createServer((req, res) => {
    const pass = () => {
      const upstream = httpRequest(new URL(req.url ?? '/', server.url), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    const decision = front(req);
    if (typeof decision === 'number') return void res.writeHead(decision, { 'Content-Type': 'text/html' }).end(`<h1>${decision}</h1>`);
    if (decision) return void decision.then(pass);
    pass();
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    dropConnections: () => sockets.forEach((socket) => socket.destroy()),
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((ok) => proxy.close(() => ok()));
    },
  };
}

/** A console signed in through `url` (a proxy in front of the server), with its replica copied. */
async function signedInVia(url: string, env: Record<string, string> = {}): Promise<{ engine: EngineProcess; userData: string }> {
  const userData = tempDir('console-proxy-');
  const engine = await engineProcess(userData, env);
  engines.push(engine);
  expect((await engine.call<{ ok: boolean }>(CHANNELS.serverConnect, url)).ok).toBe(true);
  expect((await engine.call<{ ok: boolean }>(CHANNELS.authLogin, ADMIN.username, ADMIN.password)).ok).toBe(true);
  await synced(engine);
  return { engine, userData };
}

const isFeedPage = (req: IncomingMessage) => (req.url ?? '').startsWith('/api/admin/changes?');

beforeAll(async () => {
  dataDir = tempDir('console-sync-server-');
  server = await restartableServer({ dataDir });
  await server.start();
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  stationId = await firstStationId(server.url);
  callLetters = (await api<{ id: string; callLetters: string }[]>('/api/admin/stations')).body.find((s) => s.id === stationId)?.callLetters ?? '';
  for (let i = 0; i < 30; i++) await book();
}, TIMEOUT);

afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.stop()));
  await server.start().catch(() => undefined);
}, TIMEOUT);

afterAll(async () => {
  await server?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, TIMEOUT);

describe('the console replica', () => {
  it(
    'holds exactly the server data, in a 0600 file, and answers every admin read from it with the server stopped',
    async () => {
      const { engine, userData } = await signedInConsole();
      const file = join(userData, 'replica.sqlite');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const expected = await serverData();
      expect(expected.orders).toHaveLength(orderCount);
      expect(await consoleData(engine)).toEqual(expected);
      const analytics = await local<{ totalSubmissions: number }>(engine, 'GET', '/api/admin/analytics');
      expect(analytics.json.totalSubmissions).toBe(orderCount);

      await server.stop();
      expect((await local<{ totalSubmissions: number }>(engine, 'GET', '/api/admin/analytics')).json).toEqual(analytics.json);
      const search = await local<{ clientName: string }[]>(engine, 'GET', `/api/admin/orders?q=${encodeURIComponent('client 7')}&sort=newest`);
      expect(search.status).toBe(200);
      expect(search.json.map((o) => o.clientName)).toContain('Client 7');
      expect(search.headers['x-total-count']).toBe(String(search.json.length));
      const pending = await local<{ status: string }[]>(engine, 'GET', '/api/admin/orders?status=pending&limit=5');
      expect(pending.json).toHaveLength(5);
      expect(pending.headers['x-total-count']).toBe(String(orderCount));
      await until(
        'offline',
        async () => ((await engine.call<SyncStatus>(CHANNELS.syncStatus)).online ? undefined : true),
        () => 'still online',
        60_000,
      );
      expect(await consoleData(engine)).toEqual(expected);
    },
    TIMEOUT,
  );

  it(
    'hears of a new booking by push and raises one notification naming client and station',
    async () => {
      const { engine } = await signedInConsole();
      const before = (await engine.notices()).length;
      expect(before).toBe(0);
      const order = await book();
      const notices = await until(
        'notice',
        async () => ((await engine.notices()).length ? engine.notices() : undefined),
        () => 'no notification',
        TIMEOUT,
      );
      expect(notices).toEqual([{ title: NOTICE_TITLES.created, body: `${order.clientName} on ${callLetters}`, orderId: order.id }]);
      // Another change later, and a full pull: still one notification for that request.
      const status = await synced(engine);
      expect((await api(`/api/admin/orders/${order.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'sent_to_station' }) })).status).toBe(200);
      await synced(engine, status.syncedAt ?? '');
      expect(await engine.notices()).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'keeps actions made offline in order, sends them when the server is back, and rolls a refused one back under Needs attention',
    async () => {
      const { engine, userData } = await signedInConsole();
      const file = join(userData, 'replica.sqlite');
      const orders = (await api<{ id: string; status: string }[]>('/api/admin/orders?limit=3&sort=oldest')).body;
      const [first, second] = orders as [{ id: string; status: string }, { id: string; status: string }];
      await server.stop();

      const changed = await local<{ status: string }>(engine, 'PATCH', `/api/admin/orders/${first.id}`, { status: 'booking' });
      expect(changed.status).toBe(200);
      expect(changed.headers['x-console-queued']).toBe('1');
      // Completing a booking needs its slot: the server will refuse this one.
      await local(engine, 'PATCH', `/api/admin/orders/${second.id}`, { status: 'booking_completed' });
      await local(engine, 'POST', `/api/admin/orders/${first.id}/notes`, { text: 'Called the producer (offline)' });

      const waiting = await engine.call<SyncStatus>(CHANNELS.syncStatus);
      expect(waiting.waiting.map((a) => a.label)).toHaveLength(3);
      const noteAction = queuedRows(file).find((r) => String(r.path).endsWith('/notes'));
      expect(noteAction?.key).toBeTruthy();
      expect((await local<{ status: string }>(engine, 'GET', `/api/admin/orders/${first.id}`)).json.status).toBe('booking');
      expect((await local<{ status: string }>(engine, 'GET', `/api/admin/orders/${second.id}`)).json.status).toBe('booking_completed');

      await server.start();
      const after = await drained(engine);
      expect(after.needsAttention).toHaveLength(1);
      expect(after.needsAttention[0]?.label).toContain('booking_completed');
      expect(after.needsAttention[0]?.message).toBeTruthy();

      const onServer = await api<{ status: string; events: { kind: string; to: string | null }[] }>(`/api/admin/orders/${first.id}`);
      expect(onServer.body.status).toBe('booking');
      expect(onServer.body.events.filter((e) => e.kind === 'note').map((e) => e.to)).toEqual(['Called the producer (offline)']);
      expect((await api<{ status: string }>(`/api/admin/orders/${second.id}`)).body.status).toBe(second.status);
      await synced(engine);
      expect((await local<{ status: string }>(engine, 'GET', `/api/admin/orders/${second.id}`)).json.status).toBe(second.status);
      expect(await consoleData(engine)).toEqual(await serverData());

      await engine.call(CHANNELS.syncDismiss, after.needsAttention[0]!.seq);
      expect((await engine.call<SyncStatus>(CHANNELS.syncStatus)).needsAttention).toEqual([]);

      // A crash after the note reached the server but before the console struck it off: the
      // restarted console sends it again with the same Idempotency-Key, and nothing is written twice.
      await engine.stop();
      engines.splice(engines.indexOf(engine), 1);
      requeue(file, noteAction!);
      const restarted = await engineProcess(userData);
      engines.push(restarted);
      await synced(restarted);
      expect(queuedRows(file)).toEqual([]);
      const notes = (await api<{ events: { kind: string }[] }>(`/api/admin/orders/${first.id}`)).body.events.filter((e) => e.kind === 'note');
      expect(notes).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    "goes offline when a proxy in front answers 502 for the server, and shows the last sync's data until it is back",
    async () => {
      let down = false;
      const proxy = await frontProxy(() => (down ? 502 : undefined));
      try {
        const { engine } = await signedInVia(proxy.url, { SYNC_INTERVAL_MS: '500' });
        const synced502 = await synced(engine);
        down = true;
        proxy.dropConnections();
        const offline = await until(
          'offline',
          async () => {
            const s = await engine.call<SyncStatus>(CHANNELS.syncStatus);
            return s.online ? undefined : s;
          },
          () => 'still online behind a 502',
          TIMEOUT,
        );
        // 'Offline: showing data from {time}': the time of the last whole sync. It stays offline
        // through the pulls that follow (every 500 ms here), each answered 502.
        expect(offline.syncedAt).toBe(synced502.syncedAt);
        await new Promise((ok) => setTimeout(ok, 2_000));
        expect(await engine.call<SyncStatus>(CHANNELS.syncStatus)).toMatchObject({ online: false, syncedAt: synced502.syncedAt });
        down = false;
        await synced(engine, synced502.syncedAt ?? '');
      } finally {
        await proxy.close();
      }
    },
    TIMEOUT,
  );

  it(
    'rolls back a change the server refuses although a pull of other rows ran while it waited',
    async () => {
      // The feed's pages are held while `hold` is set: a pull is under way when the operator acts.
      let hold: Promise<void> | null = null;
      let held = 0;
      const proxy = await frontProxy((req) => {
        if (!hold || !isFeedPage(req)) return undefined;
        held++;
        return hold;
      });
      try {
        const { engine } = await signedInVia(proxy.url);
        const [order] = (await api<{ id: string; status: string }[]>('/api/admin/orders?status=pending&limit=1')).body;
        let release = () => {};
        hold = new Promise<void>((ok) => (release = ok));
        // Another row changes on the server: its push makes the console pull, and that pull waits.
        await book();
        await until(
          'a pull under way',
          async () => (held > 0 ? true : undefined),
          () => 'no pull started',
        );
        // Completing a booking needs its slot: the server will refuse this one.
        const answer = local(engine, 'PATCH', `/api/admin/orders/${order!.id}`, { status: 'booking_completed' });
        await until(
          'the change kept',
          async () => ((await engine.call<SyncStatus>(CHANNELS.syncStatus)).waiting.length ? true : undefined),
          () => 'not kept',
        );
        hold = null;
        release();
        expect((await answer).status).toBe(400);
        await synced(engine);
        // The list is read from the replica (the details would come from the server while it answers).
        const listed = (await local<{ id: string; status: string }[]>(engine, 'GET', '/api/admin/orders?limit=5000')).json;
        expect(listed.find((o) => o.id === order!.id)?.status).toBe(order!.status);
        expect(await consoleData(engine)).toEqual(await serverData());
      } finally {
        await proxy.close();
      }
    },
    TIMEOUT,
  );

  it(
    'does not count a pull the feed answers with an error as synced, and says so until one succeeds',
    async () => {
      let failing = false;
      let failed = 0;
      const proxy = await frontProxy((req) => {
        if (!failing || !isFeedPage(req)) return undefined;
        failed++;
        return 500;
      });
      try {
        const { engine } = await signedInVia(proxy.url, { SYNC_INTERVAL_MS: '500' });
        const before = await synced(engine);
        expect(before.upToDate).toBe(true);
        failing = true;
        await book();
        // Two refused pulls: the status read after the second began is the first one's outcome.
        await until(
          'two failed pulls',
          async () => (failed >= 2 ? true : undefined),
          () => 'the feed was not asked',
        );
        const status = await engine.call<SyncStatus>(CHANNELS.syncStatus);
        // The server answers, so it is not unreachable; but the replica is as of the last good pull
        // (a pull under way when the feed began to fail may have ended after `before`), and the
        // status says why, so the status bar does not say 'Connected' beside 'Offline: …'.
        expect(status).toMatchObject({ online: true, upToDate: false, failure: 'The change feed answered 500' });
        expect(status.syncedAt! >= before.syncedAt!).toBe(true);
        const seen = failed;
        await until(
          'two more failed pulls',
          async () => (failed >= seen + 2 ? true : undefined),
          () => 'the feed was not asked',
        );
        expect(await engine.call<SyncStatus>(CHANNELS.syncStatus)).toMatchObject({ upToDate: false, syncedAt: status.syncedAt });
        failing = false;
        const again = await until(
          'synced again',
          async () => {
            const s = await engine.call<SyncStatus>(CHANNELS.syncStatus);
            return s.upToDate ? s : undefined;
          },
          () => 'still failing',
        );
        expect(again.failure).toBeNull();
        expect(await consoleData(engine)).toEqual(await serverData());
      } finally {
        await proxy.close();
      }
    },
    TIMEOUT,
  );

  it(
    'starts with an old replica as not synced until a pull succeeds, and gives up on a server that never answers after one timeout',
    async () => {
      let hang = false;
      let feedRequests = 0;
      const never = new Promise<void>(() => {});
      const proxy = await frontProxy((req) => {
        if (!hang) return undefined;
        if (isFeedPage(req)) feedRequests++;
        return never;
      });
      try {
        const { engine, userData } = await signedInVia(proxy.url);
        await synced(engine);
        await engine.stop();
        engines.splice(engines.indexOf(engine), 1);
        // As stopped: a pull after the one synced() saw (the push stream's first) may have moved it.
        const before = { syncedAt: replicaMeta(join(userData, 'replica.sqlite'), 'syncedAt') };

        // Next start: the network swallows every request (no answer, no refusal).
        hang = true;
        const restarted = await engineProcess(userData, { SYNC_REQUEST_TIMEOUT_MS: '2000' });
        engines.push(restarted);
        expect(await restarted.call<SyncStatus>(CHANNELS.syncStatus)).toMatchObject({ upToDate: false, syncedAt: before.syncedAt });
        const offline = await until(
          'offline',
          async () => {
            const s = await restarted.call<SyncStatus>(CHANNELS.syncStatus);
            return s.online ? undefined : s;
          },
          () => 'still waiting on the server',
          20_000,
        );
        expect(offline).toMatchObject({ upToDate: false, syncedAt: before.syncedAt });
        // One request, given up after its timeout: a read that timed out is not tried again at once.
        expect(feedRequests).toBe(1);
      } finally {
        await proxy.close();
      }
    },
    TIMEOUT,
  );

  it(
    'at start with a server that does not answer yet, claims neither online nor connected, an action kept meanwhile included',
    async () => {
      let hang = false;
      const never = new Promise<void>(() => {});
      const proxy = await frontProxy(() => (hang ? never : undefined));
      try {
        const { engine, userData } = await signedInVia(proxy.url);
        const order = await book();
        // In the replica (the list is read from it; a request's details come from the server while it answers).
        await until(
          'the booking copied',
          async () => ((await local<{ id: string }[]>(engine, 'GET', '/api/admin/orders?limit=5000')).json.some((o) => o.id === order.id) ? true : undefined),
          () => 'not copied',
        );
        await engine.stop();
        engines.splice(engines.indexOf(engine), 1);

        hang = true;
        const restarted = await engineProcess(userData, { SYNC_REQUEST_TIMEOUT_MS: '4000' });
        engines.push(restarted);
        // Nothing is known yet: neither online nor, in the status bar, 'Connected'.
        expect((await restarted.call<SyncStatus>(CHANNELS.syncStatus)).online).toBeNull();
        // An action kept before the first request fails reports the status: still not 'Connected'.
        const note = local(restarted, 'POST', `/api/admin/orders/${order.id}/notes`, { text: 'Written at start' });
        const kept = await until(
          'the note kept',
          async () => {
            const s = await restarted.call<SyncStatus>(CHANNELS.syncStatus);
            return s.waiting.length === 1 ? s : undefined;
          },
          () => 'not kept',
        );
        expect(kept.online).not.toBe(true);
        expect(await restarted.call(CHANNELS.connectionGet)).toBe('unknown');
        // Then the request times out: offline.
        await until(
          'offline',
          async () => ((await restarted.call<SyncStatus>(CHANNELS.syncStatus)).online === false ? true : undefined),
          () => 'not offline',
          30_000,
        );
        expect(await restarted.call(CHANNELS.connectionGet)).toBe('offline');
        expect((await note).headers['x-console-queued']).toBe('1');
      } finally {
        await proxy.close();
      }
    },
    TIMEOUT,
  );

  it(
    'names the signed-in operator as the actor of a note written offline, after a restart too',
    async () => {
      const { engine, userData } = await signedInConsole();
      const [order] = (await api<{ id: string }[]>('/api/admin/orders?limit=1&sort=newest')).body;
      const actor = `admin:${ADMIN.username}`;
      const lastNote = async (e: EngineProcess) =>
        (await local<{ events: { kind: string; actor: string; to: string }[] }>(e, 'GET', `/api/admin/orders/${order!.id}`)).json.events
          .filter((ev) => ev.kind === 'note')
          .at(-1);
      await server.stop();
      await local(engine, 'POST', `/api/admin/orders/${order!.id}/notes`, { text: 'Left a message (offline)' });
      expect(await lastNote(engine)).toMatchObject({ to: 'Left a message (offline)', actor });

      // Started again from its saved session (no sign-in): the name was kept with the session.
      await engine.stop();
      engines.splice(engines.indexOf(engine), 1);
      const restarted = await engineProcess(userData);
      engines.push(restarted);
      await local(restarted, 'POST', `/api/admin/orders/${order!.id}/notes`, { text: 'Called back (offline)' });
      expect(await lastNote(restarted)).toMatchObject({ to: 'Called back (offline)', actor });
    },
    TIMEOUT,
  );

  it(
    "filters 'Waiting on station' and counts it from the replica as the server does; a request's details come with its station's answers while the server answers",
    async () => {
      const { engine } = await signedInConsole();
      const [a, b] = (await api<{ id: string }[]>('/api/admin/orders?limit=2&sort=newest')).body as [{ id: string }, { id: string }];
      for (const id of [a.id, b.id])
        expect((await api(`/api/admin/orders/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'sent_to_station' }) })).status).toBe(200);
      const status = await engine.call<SyncStatus>(CHANNELS.syncStatus);
      await synced(engine, status.syncedAt ?? '');
      const path = '/api/admin/orders?waitingOnStation=true&limit=500';
      const fromServer = await api<{ id: string }[]>(path);
      const fromConsole = await local<{ id: string }[]>(engine, 'GET', path);
      expect(fromConsole.json).toEqual(fromServer.body);
      expect(fromConsole.json.map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(fromConsole.headers['x-waiting-on-station-count']).toBe(fromServer.headers.get('x-waiting-on-station-count'));
      // The details carry how the station is reached (not in the feed): the server's while it answers.
      const details = await local<{ status: string; stationRequest?: unknown }>(engine, 'GET', `/api/admin/orders/${a.id}`);
      expect(details.json).toEqual((await api(`/api/admin/orders/${a.id}`)).body);
      expect(details.json.stationRequest).toMatchObject({ relay: expect.any(String), sentAt: expect.any(String) });
      // And the replica's, the rest of the request, when it does not.
      await server.stop();
      const offline = await local<{ status: string; stationRequest?: unknown }>(engine, 'GET', `/api/admin/orders/${a.id}`);
      expect(offline.status).toBe(200);
      expect(offline.json).toMatchObject({ id: a.id, status: 'sent_to_station' });
    },
    TIMEOUT,
  );

  it(
    'sends the edits of a station and a notification made offline after their creation, on the items the server made',
    async () => {
      const { engine } = await signedInConsole();
      await server.stop();
      const notice = await local<{ id: string }>(engine, 'POST', '/api/admin/notifications', {
        title: 'Made offline',
        message: 'Kept until the server is back',
        type: 'announcement',
        isActive: true,
        startDate: new Date().toISOString().slice(0, 10),
      });
      expect(notice.status).toBe(201);
      expect((await local(engine, 'PATCH', `/api/admin/notifications/${notice.json.id}`, { isActive: false })).status).toBe(200);
      const made = await local<{ id: string }>(engine, 'POST', '/api/admin/stations', { callLetters: 'KOFF', affiliate: 'NBC', market: 'Boise' });
      expect(made.status).toBe(201);
      expect((await local(engine, 'PATCH', `/api/admin/stations/${made.json.id}/visibility`, { isHidden: true })).status).toBe(200);
      expect((await engine.call<SyncStatus>(CHANNELS.syncStatus)).waiting).toHaveLength(4);

      await server.start();
      const after = await drained(engine);
      expect(after.needsAttention).toEqual([]);
      const notices = (await api<{ title: string; isActive: boolean }[]>('/api/admin/notifications')).body.filter((n) => n.title === 'Made offline');
      expect(notices.map((n) => n.isActive)).toEqual([false]);
      const stations = (await api<{ callLetters: string; isHidden: boolean }[]>('/api/admin/stations')).body.filter((st) => st.callLetters === 'KOFF');
      expect(stations.map((st) => st.isHidden)).toEqual([true]);
      await synced(engine);
      expect(await consoleData(engine)).toEqual(await serverData());
    },
    TIMEOUT,
  );

  it(
    'deletes the replica on logout, on a revoked token and on another server address',
    async () => {
      const a = await signedInConsole();
      const fileA = join(a.userData, 'replica.sqlite');
      expect(existsSync(fileA)).toBe(true);
      expect((await a.engine.call<{ revoked: boolean }>(CHANNELS.authLogout)).revoked).toBe(true);
      expect(existsSync(fileA)).toBe(false);

      const b = await signedInConsole();
      const fileB = join(b.userData, 'replica.sqlite');
      // Revoked elsewhere (the server's logout with the console's own token): the next sync hears 401.
      const tokens = await until(
        'token',
        async () => readToken(b.userData),
        () => 'no token file',
      );
      expect((await fetch(`${server.url}/api/admin/logout`, { method: 'POST', headers: { Authorization: `Bearer ${tokens}` } })).status).toBe(204);
      await book();
      await until(
        'replica deleted',
        async () => (existsSync(fileB) ? undefined : true),
        () => 'replica still there',
        TIMEOUT,
      );
      expect((await b.engine.call<{ signedIn: boolean }>(CHANNELS.authStatus)).signedIn).toBe(false);

      const c = await signedInConsole();
      const fileC = join(c.userData, 'replica.sqlite');
      const other = await restartableServer({ dataDir: tempDir('console-other-server-') });
      await other.start();
      try {
        expect((await c.engine.call<{ ok: boolean }>(CHANNELS.serverConnect, other.url)).ok).toBe(true);
        expect(existsSync(fileC)).toBe(false);
      } finally {
        await other.stop();
      }
    },
    TIMEOUT,
  );

  it(
    'resumes after its process is killed in the middle of a copy, and after a cursor the server no longer serves',
    async () => {
      const userData = tempDir('console-crash-');
      const file = join(userData, 'replica.sqlite');
      // One item a page, so the copy takes hundreds of transactions, and the kill lands between
      // two: with five a page the whole copy could end between two looks at the replica (100 ms).
      const env = { SYNC_PAGE_LIMIT: '1' };
      let engine = await engineProcess(userData, env);
      engines.push(engine);
      await engine.call(CHANNELS.serverConnect, server.url);
      await engine.call(CHANNELS.authLogin, ADMIN.username, ADMIN.password);
      await until(
        'part of a copy',
        async () => (replicaMeta(file, 'cursor') && !replicaMeta(file, 'syncedAt') ? true : undefined),
        () => 'no page applied',
        TIMEOUT,
      );
      await engine.kill();
      engines.splice(engines.indexOf(engine), 1);
      expect(replicaMeta(file, 'syncedAt')).toBeNull();
      const cursorAtCrash = replicaMeta(file, 'cursor');
      expect(cursorAtCrash).toBeTruthy();

      // Changes made while the console was down are part of what it must end up with.
      await book();
      engine = await engineProcess(userData, env);
      engines.push(engine);
      await synced(engine);
      expect(await consoleData(engine)).toEqual(await serverData());
      // The first copy, hundreds of pages over two processes, raised no notice: none of it was news.
      expect(await engine.notices()).toEqual([]);
      await engine.stop();
      engines.splice(engines.indexOf(engine), 1);

      // A cursor the feed cannot serve: 410, and the copy starts over. It notices the request
      // booked since, and only that one.
      setReplicaMeta(file, 'cursor', 'not-a-cursor-of-this-server');
      const booked = await book();
      engine = await engineProcess(userData, env);
      engines.push(engine);
      const status = await engine.call<SyncStatus>(CHANNELS.syncStatus);
      await synced(engine, status?.syncedAt ?? '');
      expect(await consoleData(engine)).toEqual(await serverData());
      expect(replicaMeta(file, 'cursor')).not.toBe('not-a-cursor-of-this-server');
      expect((await engine.notices()).map((n) => n.orderId)).toEqual([booked.id]);
    },
    TIMEOUT,
  );

  it(
    'counts the Analytics tab from the replica as the server counts it, after status changes, an undo, a delete, a bulk change and searches that found nothing, and counts an action made offline at once',
    async () => {
      const { engine } = await signedInConsole({ SYNC_INTERVAL_MS: '500' });
      const booked: string[] = [];
      for (let i = 0; i < 7; i++) booked.push((await book()).id);
      const [a, b, c, d, e, f, g] = booked as [string, string, string, string, string, string, string];
      const patch = (id: string, body: unknown) => api<{ changeId: string | null }>(`/api/admin/orders/${id}`, { method: 'PATCH', body: JSON.stringify(body) });
      expect((await patch(a, { status: 'sent_to_station' })).status).toBe(200);
      expect((await patch(b, { status: 'booking' })).status).toBe(200);
      expect((await patch(c, { status: 'cancelled', reason: 'Client withdrew' })).status).toBe(200);
      const undone = await patch(d, { status: 'booking' });
      expect((await api('/api/admin/orders/undo', { method: 'POST', body: JSON.stringify({ changeId: undone.body.changeId }) })).status).toBe(200);
      expect((await api(`/api/admin/orders/${e}`, { method: 'DELETE' })).status).toBe(204);
      expect((await api('/api/admin/orders/bulk', { method: 'POST', body: JSON.stringify({ action: 'status', status: 'cancelled', ids: [f] }) })).status).toBe(
        200,
      );
      for (const query of ['pottery studio', 'pottery studio', 'ice sculpture']) {
        const miss = await fetch(`${server.url}/api/chat/search-miss`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        expect(miss.status).toBe(204);
      }

      let last: unknown[] = [];
      const alike = await until(
        "the server's analytics",
        async () => {
          const fromServer = (await api<Analytics>('/api/admin/analytics')).body;
          const fromConsole = (await local<Analytics>(engine, 'GET', '/api/admin/analytics')).json;
          last = [fromServer, fromConsole];
          return isDeepStrictEqual(fromServer, fromConsole) ? fromConsole : undefined;
        },
        () => `server, then console: ${JSON.stringify(last)}`,
        TIMEOUT,
      );
      expect(alike.unmetDemand).toContainEqual({ query: 'pottery studio', count: 2 });
      expect(alike.medianFirstActionHours).not.toBeNull();

      // Offline, the tab counts what the operator does at once, as the lists show it.
      await server.stop();
      await local(engine, 'PATCH', `/api/admin/orders/${g}`, { status: 'cancelled', reason: 'Client withdrew' });
      const offline = (await local<Analytics>(engine, 'GET', '/api/admin/analytics')).json;
      const before = alike.statusDistribution;
      expect(offline.statusDistribution).toEqual({ ...before, pending: before.pending - 1, cancelled: before.cancelled + 1 });
      expect(offline.unmetDemand).toEqual(alike.unmetDemand);
    },
    TIMEOUT,
  );
});

function readToken(userData: string): string | undefined {
  const file = join(userData, 'admin-token.bin');
  if (!existsSync(file)) return undefined;
  // engine-host's stand-in for safeStorage stores the JSON reversed.
  const stored = JSON.parse(Buffer.from(readFileSync(file)).reverse().toString('utf8')) as { token: string };
  return stored.token;
}

type QueueRow = Record<string, string | number | null>;

function queuedRows(file: string): QueueRow[] {
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return db.prepare('SELECT * FROM queue ORDER BY seq').all() as QueueRow[];
  } finally {
    db.close();
  }
}

function requeue(file: string, row: QueueRow): void {
  const db = new DatabaseSync(file);
  try {
    db.prepare("INSERT INTO queue (key, method, path, body, label, created_at, state, before) VALUES (?, ?, ?, ?, ?, ?, 'waiting', '[]')").run(
      row.key ?? null,
      row.method ?? null,
      row.path ?? null,
      row.body ?? null,
      row.label ?? null,
      row.created_at ?? null,
    );
  } finally {
    db.close();
  }
}

function replicaMeta(file: string, key: string): string | null {
  if (!existsSync(file)) return null;
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return row?.value ?? null;
  } catch {
    return null;
  } finally {
    db.close();
  }
}

function setReplicaMeta(file: string, key: string, value: string): void {
  const db = new DatabaseSync(file);
  try {
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
  } finally {
    db.close();
  }
}
