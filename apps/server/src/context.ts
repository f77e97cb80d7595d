import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { Metrics } from './lib/metrics';
import type { Outbox } from './mail/outbox';
import type { Resolver } from './lib/ssrf';
import type { WebhookDispatcher } from './services/webhooks/create-webhook-dispatcher';
import type { StationCatalogue } from './services/stations/create-station-catalogue';

/** What createApp is given: everything with side effects is injected. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** The transactional email outbox (the worker that drains it runs in main.ts). */
  mailer: Outbox;
  clock: Clock;
  /** The public station catalogue, cached in memory (one per process: the API and the web pages share it). */
  catalogue: StationCatalogue;
  logger?: Logger;
  /** Prometheus series, kept only when METRICS_TOKEN is set (main.ts makes them). */
  metrics?: Metrics;
  /** The webhook delivery worker (main.ts runs it); routes wake it after queueing a delivery. */
  webhooks?: WebhookDispatcher;
  /** How webhook hosts are resolved before they are checked (tests inject one); default: the system's. */
  resolveHost?: Resolver;
}

/** The signed-in user as resolved from the session cookie (set by the auth middleware). */
export interface SessionUser {
  id: string;
  email: string;
  isEmailVerified: boolean;
  sessionId: string;
}

export interface AdminIdentity {
  id: string;
  username: string;
  tokenId: string;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    /** This request's logger: each of its lines carries the request id. */
    log: Logger;
    user: SessionUser | null;
    admin: AdminIdentity;
  };
};
