import { serve, type ServerType } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type Db } from './db/client';
import { runMigrations } from './db/migrate';
import { seedStations, stationCount } from './db/seed';
import { systemClock, type Clock } from './lib/clock';
import { eventLoopBusy } from './lib/event-loop';
import { createLogger, type Logger } from './lib/logger';
import { createOutbox, type Outbox } from './mail/outbox';
import type { MailTransport } from './mail/transport';
import { threadedTransport } from './mail/transport-thread';
import { ensureFirstAdmin } from './services/admin-bootstrap';
import { mountWebApp } from './web-static';

const here = dirname(fileURLToPath(import.meta.url));
/** apps/server/{src,dist} -> the repository root. */
export const repoRoot = resolve(here, '..', '..', '..');
export const defaultWebDist = join(repoRoot, 'apps', 'web', 'dist');
export const catalogueFile = join(repoRoot, 'resources', 'stations.csv');

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  outbox: Outbox;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds when empty, and serves API plus web app until stop(). */
export async function startServer(
  config: Config,
  opts: { clock?: Clock; logger?: Logger; transport?: MailTransport; webDist?: string | null } = {},
): Promise<RunningServer> {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? createLogger(config.logLevel);
  const db = openDatabase(join(config.dataDir, 'app.db'));
  runMigrations(db);
  if (stationCount(db) === 0) {
    const added = seedStations(db, clock, catalogueFile);
    logger.info('seeded station catalogue', { stations: added });
  }
  await ensureFirstAdmin({ db, config, clock, logger });

  // Delivery runs in a worker thread: composing and sending email never holds up requests.
  const transport =
    opts.transport ?? threadedTransport(config.smtpUrl ? { smtpUrl: config.smtpUrl } : { dir: resolve(config.dataDir, 'outbox') }, config.logLevel);
  // Under a burst of requests the outbox slows down (docs/decisions/0009): answers come first.
  const outbox = createOutbox({ db, transport, clock, logger, from: config.mailFrom, busy: eventLoopBusy() });
  const app = createApp({ db, config, mailer: outbox, clock, logger });
  const webDist = opts.webDist === undefined ? defaultWebDist : opts.webDist;
  if (webDist && existsSync(webDist)) mountWebApp(app, webDist, config);

  const server: ServerType = await new Promise((ok) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => ok(s));
  });
  outbox.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Stop accepting, let in-flight requests finish, then close idle keep-alive sockets.
      const closed = new Promise<void>((ok) => server.close(() => ok()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const force = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, 10_000);
      await closed;
      clearTimeout(force);
      await outbox.stop();
      db.$client.close();
    })());

  return { url, port, db, outbox, stop };
}
