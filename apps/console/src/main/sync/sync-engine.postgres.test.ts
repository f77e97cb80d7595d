// Two servers on one PostgreSQL database: the console follows server A while bookings and admin
// changes arrive through server B (push crosses servers), and with writers on both while it
// syncs it still ends up holding exactly the database's rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type TestPostgres } from '../../../../server/src/test/postgres';
import { firstStationId, validOrderBody } from '../../../../server/test/support/orders';
import { ADMIN, engineProcess, restartableServer, until, type EngineProcess, type RestartableServer } from '../../../test-support/processes';
import { CHANNELS, type ApiResponse, type SyncStatus } from '../../shared/bridge';
import { NOTICE_TITLES } from './notifier';

const TIMEOUT = 240_000;
let database: TestPostgres;
let a: RestartableServer;
let b: RestartableServer;
let engine: EngineProcess;
let tokenB: string;
let stationId: string;
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

let n = 0;
async function bookThrough(server: RestartableServer): Promise<{ id: string; clientName: string }> {
  const res = await fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validOrderBody(stationId, ++n, 'two-servers.example')),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; clientName: string };
}

const list = async <T = unknown[]>(path: string) => {
  const res = await fetch(`${b.url}${path}`, { headers: { Authorization: `Bearer ${tokenB}` } });
  return (await res.json()) as T;
};
const local = async <T = unknown[]>(path: string) => JSON.parse((await engine.call<ApiResponse>(CHANNELS.apiRequest, 'GET', path)).body) as T;

beforeAll(async () => {
  database = await freshPostgresDatabase({ migrate: false });
  a = await restartableServer({ dataDir: tempDir('console-pg-a-'), databaseUrl: database.url });
  b = await restartableServer({ dataDir: tempDir('console-pg-b-'), databaseUrl: database.url });
  await a.start();
  await b.start();
  const login = await fetch(`${b.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  tokenB = ((await login.json()) as { token: string }).token;
  stationId = await firstStationId(b.url);
  engine = await engineProcess(tempDir('console-pg-user-'));
  expect((await engine.call<{ ok: boolean }>(CHANNELS.serverConnect, a.url)).ok).toBe(true);
  expect((await engine.call<{ ok: boolean }>(CHANNELS.authLogin, ADMIN.username, ADMIN.password)).ok).toBe(true);
  await until(
    'first copy',
    async () => ((await engine.call<SyncStatus | null>(CHANNELS.syncStatus))?.syncedAt ? true : undefined),
    () => 'no copy',
    TIMEOUT,
  );
}, TIMEOUT);

afterAll(async () => {
  await engine?.stop();
  await a?.stop();
  await b?.stop();
  await database?.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}, TIMEOUT);

describe('the console replica on PostgreSQL with two servers', () => {
  it(
    'hears of a booking made through the other server, once',
    async () => {
      const order = await bookThrough(b);
      const notices = await until(
        'notice',
        async () => ((await engine.notices()).length ? engine.notices() : undefined),
        () => 'no notification',
        TIMEOUT,
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: NOTICE_TITLES.created, orderId: order.id });
      expect(notices[0]?.body).toContain(order.clientName);
    },
    TIMEOUT,
  );

  it(
    'holds exactly the database rows after concurrent writers on both servers',
    async () => {
      const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => bookThrough(i % 2 ? a : b)));
      await Promise.all(
        orders.slice(0, 10).map((o, i) =>
          fetch(`${(i % 2 ? a : b).url}/api/admin/orders/${o.id}`, {
            method: 'PATCH',
            headers: { Authorization: `Bearer ${tokenB}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ status: 'sent_to_station' }),
          }),
        ),
      );
      const expected = await list('/api/admin/orders?limit=5000&sort=oldest');
      await until(
        'replica equal to the database',
        async () => (JSON.stringify(await local('/api/admin/orders?limit=5000&sort=oldest')) === JSON.stringify(expected) ? true : undefined),
        () => 'the replica differs',
        TIMEOUT,
      );
      expect(await local('/api/admin/stations')).toEqual(await list('/api/admin/stations'));
      expect(await engine.notices()).toHaveLength(21);
      // The Analytics tab, counted from the replica, as the database's counters give it.
      expect(await local<object>('/api/admin/analytics')).toEqual(await list<object>('/api/admin/analytics'));
    },
    TIMEOUT,
  );
});
