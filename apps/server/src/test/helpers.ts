import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedStations } from '../db/seed';
import { fixedClock } from '../lib/clock';
import { silentLogger, type Logger } from '../lib/logger';
import { createOutbox, type Outbox } from '../mail/outbox';
import type { MailTransport, OutgoingMail } from '../mail/transport';
import { catalogueFile } from '../server';

/** A transport that keeps what it was asked to send; `failing` makes it throw like a down SMTP server. */
export function memoryTransport() {
  const sent: OutgoingMail[] = [];
  const t = {
    sent,
    failing: false as boolean,
    async send(mail: OutgoingMail) {
      if (t.failing) throw new Error('SMTP unavailable');
      sent.push(mail);
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
}

/**
 * The real app over a fresh SQLite file (migrated, seeded with the real catalogue unless seed: false),
 * a movable clock, and an outbox whose worker does not run: call `outbox.drain()` to send.
 */
export async function createTestApp(opts: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tvb-test-'));
  const config: Config = loadConfig({ DATA_DIR: dir, RATE_LIMITS: 'on', LOG_LEVEL: 'silent', ...opts.env });
  const pinned = fixedClock(opts.now ?? '2026-11-20T15:00:00Z');
  // Advancing the app's clock moves the rate limiters' wall clock too.
  const clock = {
    ...pinned,
    advance: (ms: number) => {
      pinned.advance(ms);
      shiftWallClock(ms);
    },
  };
  const db: Db = openDatabase(join(dir, 'app.db'));
  runMigrations(db);
  if (opts.seed !== false) await seedStations(db, clock, catalogueFile);
  const transport = memoryTransport();
  const outbox: Outbox = createOutbox({ db, transport: opts.transport ?? transport, clock, logger: silentLogger, from: config.mailFrom, publicUrl: config.publicUrl, baseDelayMs: 1000 });
  const app = createApp({ db, config, mailer: outbox, clock, logger: opts.logger ?? silentLogger });

  /** JSON request helper: same origin by default, with cookies if given. */
  const request = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: string } = {}) =>
    app.request(path, {
      method: init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET'),
      headers: {
        ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        Origin: new URL(config.publicUrl).origin,
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });

  const close = () => {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, db, config, clock, outbox, transport, request, dir, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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
