import { serve, type ServerType } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import type { Config } from './config';
import type { Db } from './db/client';
import { closeConfiguredDatabase, openConfiguredDatabase, serviceDb } from './db/open';
import { seedStations, stationCount } from './db/seed';
import { systemClock, type Clock } from './lib/clock';
import { eventLoopBusy } from './lib/event-loop';
import { createLogger, type Logger } from './lib/logger';
import { createOutbox, type Outbox } from './mail/outbox';
import type { MailTransport } from './mail/transport';
import { threadedTransport } from './mail/transport-thread';
import { ensureFirstAdmin } from './services/admins/ensure-first-admin';
import { sendOverdueReminders } from './services/orders/send-overdue-reminders';
import { sendStationReminders } from './services/producer/send-station-reminders';
import { pruneChangeLog } from './services/changes/prune-change-log';
import { createStationCatalogue } from './services/stations/create-station-catalogue';
import { createWebhookDispatcher } from './services/webhooks/create-webhook-dispatcher';
import { mountWebApp } from './web-static';

const here = dirname(fileURLToPath(import.meta.url));
/** apps/server/{src,dist} -> the repository root. */
export const repoRoot = resolve(here, '..', '..', '..');
export const defaultWebDist = join(repoRoot, 'apps', 'web', 'dist');
export const catalogueFile = join(repoRoot, 'resources', 'stations.csv');

/**
 * How long a client may hold a socket without finishing what it sends. Node's defaults (60 s for
 * the headers, 5 minutes for the request, checked every 30 s) let a few hundred slow clients keep
 * their sockets open for minutes; these close them within seconds. A request body is at most
 * 100 KB, so 15 s still allows a client on a poor mobile link.
 */
export const HTTP_TIMEOUTS = {
  /** The request line and every header within 10 s of the first byte. */
  headersTimeout: 10_000,
  /** The whole request, body included, within 15 s. */
  requestTimeout: 15_000,
  /** An idle keep-alive socket is closed after 5 s. */
  keepAliveTimeout: 5_000,
  /** How often Node looks for sockets past those limits. */
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * What Node answers itself, before any route runs, to a request it cannot take: a request line
 * and headers over its 16 KB limit (a huge query string), a request past the timeouts above, or
 * one it cannot parse. Its own answers have no body; these carry the API's error JSON.
 */
const CLIENT_ERROR_ANSWERS: Record<string, { status: number; reason: string; message: string; code: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The address or headers of the request are too long',
    code: 'headers_too_large',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: 'Payload Too Large', message: 'Request body is too large', code: 'payload_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive', code: 'request_timeout' },
};
const MALFORMED_REQUEST = { status: 400, reason: 'Bad Request', message: 'Malformed HTTP request', code: 'bad_request' };

/** The server's 'clientError' listener: Node's own answer to such a request (then the socket closes), in the API's error shape. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // Nothing may be written once an answer to an earlier request on the socket has begun.
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const answer = (err.code && CLIENT_ERROR_ANSWERS[err.code]) || MALFORMED_REQUEST;
    const body = JSON.stringify({ message: answer.message, code: answer.code });
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  outbox: Outbox;
  /** The one-time banner with a generated first-admin password, for the caller to print last. */
  firstAdminBanner?: string;
  stop(): Promise<void>;
}

/** How often requests past their answer deadline are looked for. */
const OVERDUE_CHECK_MS = 60_000;

/** Opens the database, migrates, seeds when empty, and serves API plus web app until stop(). */
export async function startServer(
  config: Config,
  opts: { clock?: Clock; logger?: Logger; transport?: MailTransport; webDist?: string | null } = {},
): Promise<RunningServer> {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? createLogger(config.logLevel);
  // SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set; migrated either way.
  const database = await openConfiguredDatabase(config, {
    onIdleError: (err) => logger.error('database connection lost; the next query reconnects', { error: err.message }),
  });
  const db = serviceDb(database);
  if ((await stationCount(db)) === 0) {
    const added = await seedStations(db, clock, catalogueFile);
    logger.info('seeded station catalogue', { stations: added });
  }
  let firstAdminBanner: string | undefined;
  await ensureFirstAdmin({ deps: { db, config, clock, logger }, print: (text) => (firstAdminBanner = text) });

  // Delivery runs in a worker thread: composing and sending email never holds up requests.
  const transport =
    opts.transport ?? threadedTransport(config.smtpUrl ? { smtpUrl: config.smtpUrl } : { dir: resolve(config.dataDir, 'outbox') }, config.logLevel);
  // Under a burst of requests the outbox slows down (docs/decisions/0009): answers come first.
  const outbox = createOutbox({ db, transport, clock, logger, from: config.mailFrom, publicUrl: config.publicUrl, busy: eventLoopBusy() });
  const catalogue = createStationCatalogue({ db: db });
  const webhooks = createWebhookDispatcher({ db, clock, logger, config, mailer: outbox, busy: eventLoopBusy() });
  const app = createApp({ db, config, mailer: outbox, clock, catalogue, logger, webhooks });
  const webDist = opts.webDist === undefined ? defaultWebDist : opts.webDist;
  if (webDist && existsSync(webDist)) {
    mountWebApp(app, webDist, config, { findStation: (id) => catalogue.get(id) });
  }

  const server: ServerType = await new Promise((ok) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: { ...HTTP_TIMEOUTS } }, () => ok(s));
    s.on('clientError', answerClientError);
  });
  outbox.start();
  webhooks.start();
  // Once a minute, the provider's team is reminded (once each) of requests past their answer deadline.
  const remindOverdue = async () => {
    try {
      await sendOverdueReminders({ deps: { db, clock, mailer: outbox, config } });
      // And each station's contact, once, about a request it has not answered for 2 business days.
      await sendStationReminders({ deps: { db, clock, mailer: outbox, config } });
    } catch (err) {
      logger.error('overdue reminders failed', { error: err instanceof Error ? err.message : String(err) });
    }
    // The change feed forgets old deletions on the same beat (cheap: an indexed range, usually empty).
    try {
      await pruneChangeLog({ deps: { db, clock } });
    } catch (err) {
      logger.error('change log pruning failed', { error: err instanceof Error ? err.message : String(err) });
    }
  };
  await remindOverdue();
  // remindOverdue logs its own failures and never rejects.
  const reminders = setInterval(() => void remindOverdue(), OVERDUE_CHECK_MS);
  reminders.unref();
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
      clearInterval(reminders);
      await webhooks.stop();
      await outbox.stop();
      await closeConfiguredDatabase(database);
    })());

  return { url, port, db, outbox, firstAdminBanner, stop };
}
