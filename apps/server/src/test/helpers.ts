import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { closeConfiguredDatabase, serviceDb, type Database } from '../db/open';
import { stations } from '../db/schema';
import { seedStations } from '../db/seed';
import { fixedClock } from '../lib/clock';
import { silentLogger, type Logger } from '../lib/logger';
import type { Resolver } from '../lib/ssrf';
import { createOutbox, type Outbox } from '../mail/outbox';
import type { MailTransport, OutgoingMail } from '../mail/transport';
import { catalogueFile } from '../server';
import { createStationCatalogue } from '../services/stations/create-station-catalogue';
import { TEST_DIALECTS, type TestDialect } from './databases';
import { responseContract } from './response-contract';
import { freshPostgresDatabase } from './postgres';

/** A transport that keeps what it was asked to send; `failing` makes it throw like a down SMTP server. */
export function memoryTransport() {
  const sent: OutgoingMail[] = [];
  const t = {
    sent,
    failing: false as boolean,
    send(mail: OutgoingMail) {
      if (t.failing) return Promise.reject(new Error('SMTP unavailable'));
      sent.push(mail);
      return Promise.resolve();
    },
  } satisfies MailTransport & { sent: OutgoingMail[]; failing: boolean };
  return t;
}

let wallClockShift = 0;
let wallClockMocked = false;

/**
 * Moves the wall clock (Date.now) by `ms` for the rest of this test file. Rate-limit windows are
 * kept by rate-limiter-flexible, which reads Date.now() rather than our injected clock, so a test
 * that lets a window pass must move both; createTestApp's clock.advance does.
 */
export function shiftWallClock(ms: number): void {
  if (!wallClockMocked) {
    const real = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => real() + wallClockShift);
    wallClockMocked = true;
  }
  wallClockShift += ms;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: string;
  seed?: boolean;
  /** Delivery for the outbox instead of the in-memory one (e.g. real SMTP on loopback). */
  transport?: MailTransport;
  /** Where the app logs (default: nowhere). */
  logger?: Logger;
  /** The database engine (default: testDialect()). */
  dialect?: TestDialect;
  /** How the app resolves webhook hosts (tests play names that change their address). */
  resolveHost?: Resolver;
}

/**
 * The dialect API and service tests run on: TEST_DIALECT (sqlite or postgres; the vitest project
 * `api-postgres` sets postgres to run the same suites on PostgreSQL), else SQLite.
 */
export function testDialect(): TestDialect {
  const named = process.env.TEST_DIALECT;
  if (named === undefined || named === '') return 'sqlite';
  if (!(TEST_DIALECTS as readonly string[]).includes(named)) throw new Error(`TEST_DIALECT must be one of ${TEST_DIALECTS.join(', ')}, not ${named}`);
  return named as TestDialect;
}

/**
 * The real app over a fresh database (SQLite file or PostgreSQL database; see testDialect),
 * migrated, seeded with the real catalogue unless seed: false, a movable clock, and an outbox
 * whose worker does not run: call `outbox.drain()` to send.
 */
export async function createTestApp(opts: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tvb-test-'));
  const dialect = opts.dialect ?? testDialect();
  const postgres = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
  const database: Database = postgres ? { dialect: 'postgres', db: postgres.db } : { dialect: 'sqlite', db: openDatabase(join(dir, 'app.db')) };
  const config: Config = loadConfig({
    DATA_DIR: dir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    RATE_LIMITS: 'on',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const pinned = fixedClock(opts.now ?? '2026-11-20T15:00:00Z');
  // Advancing the app's clock moves the rate limiters' wall clock too.
  const clock = {
    ...pinned,
    advance: (ms: number) => {
      pinned.advance(ms);
      shiftWallClock(ms);
    },
  };
  if (database.dialect === 'sqlite') runMigrations(database.db);
  const db: Db = serviceDb(database);
  if (opts.seed !== false) await seedStations(db, clock, catalogueFile);
  const transport = memoryTransport();
  const outbox: Outbox = createOutbox({
    db,
    transport: opts.transport ?? transport,
    clock,
    logger: silentLogger,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    baseDelayMs: 1000,
  });
  const catalogue = createStationCatalogue({ db: db });
  const app = createApp({
    db,
    config,
    mailer: outbox,
    clock,
    catalogue,
    logger: opts.logger ?? silentLogger,
    ...(opts.resolveHost ? { resolveHost: opts.resolveHost } : {}),
  });

  const contract = responseContract(app.routes);
  /**
   * JSON request helper: same origin by default, with cookies if given. Each answer is checked
   * against the OpenAPI document (test/response-contract.ts).
   */
  const request = async (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: string } = {}): Promise<Response> => {
    const method = init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET');
    const res = await app.request(path, {
      method,
      headers: {
        ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        Origin: new URL(config.publicUrl).origin,
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    await contract.check(method, path, res);
    return res;
  };

  let closed: Promise<void> | undefined;
  /** Closes the database and removes it; safe to call again. */
  const close = () =>
    (closed ??= (async () => {
      if (postgres) await postgres.drop();
      else await closeConfiguredDatabase(database);
      rmSync(dir, { recursive: true, force: true });
    })());
  /** Runs SQL text as it is (each dialect's own: tests that plant a fault in the database). */
  const exec = async (text: string) => {
    if (database.dialect === 'sqlite') database.db.$client.exec(text);
    else await database.db.$client.query(text);
  };
  /** Closes the app's connection only, as if the database went away (the health check's outage). */
  const disconnect = async () => {
    if (database.dialect === 'sqlite') database.db.$client.close();
    else if (!database.db.$client.ended) await database.db.$client.end();
  };
  return { app, db, database, config, clock, outbox, transport, request, dir, catalogue, close, disconnect, exec };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The id of a station the public sees (the seeded catalogue has many). */
export async function visibleStationId(t: Pick<TestApp, 'db'>): Promise<string> {
  const [row] = await t.db.select({ id: stations.id }).from(stations).where(eq(stations.isHidden, false)).orderBy(asc(stations.callLetters)).limit(1);
  if (!row) throw new Error('no visible station: was the test app seeded?');
  return row.id;
}

/** Serves `app` on a real loopback socket (so the client address is the socket's); close() when done. */
export async function listenOnLoopback(app: { fetch: (req: Request) => Response | Promise<Response> }): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<ServerType>((ok) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Runs `task(i)` for i in 0..count-1 with at most `width` running at once; the results in order. */
export async function inParallel<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}
