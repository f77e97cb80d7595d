import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedStations } from '../db/seed';
import { fixedClock } from '../lib/clock';
import { silentLogger } from '../lib/logger';
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

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: string;
  seed?: boolean;
}

/**
 * The real app over a fresh SQLite file (migrated, seeded with the real catalogue unless seed: false),
 * a movable clock, and an outbox whose worker does not run: call `outbox.drain()` to send.
 */
export function createTestApp(opts: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tvb-test-'));
  const config: Config = loadConfig({ DATA_DIR: dir, RATE_LIMITS: 'on', LOG_LEVEL: 'silent', ...opts.env });
  const clock = fixedClock(opts.now ?? '2026-11-20T15:00:00Z');
  const db: Db = openDatabase(join(dir, 'app.db'));
  runMigrations(db);
  if (opts.seed !== false) seedStations(db, clock, catalogueFile);
  const transport = memoryTransport();
  const outbox: Outbox = createOutbox({ db, transport, clock, logger: silentLogger, from: config.mailFrom, baseDelayMs: 1000 });
  const app = createApp({ db, config, mailer: outbox, clock, logger: silentLogger });

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

export type TestApp = ReturnType<typeof createTestApp>;
