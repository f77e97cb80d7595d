import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { forUpdateSkipLocked, sharedByServers } from '../../db/sql';
import { inTransaction } from '../../db/transaction';
import { webhookDeliveries, webhookEndpoints, type WebhookAttempt } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { postWebhook } from '../../lib/post-webhook';
import { createPollingWorker } from '../../lib/polling-worker';
import { RefusedAddressError, type Resolver } from '../../lib/ssrf';
import type { Outbox } from '../../mail/outbox';
import { webhookHeaders } from './sign-webhook';
import type { WebhookDeliveryRow } from './webhook-json';

/** How long deliveries are retried, and how long an endpoint may fail before it is paused. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Waits after each failed attempt (Standard Webhooks' suggested schedule); the last repeats
 * until the retry window closes.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];

/**
 * Deliveries one worker has in flight at most. They are sent in parallel, and each one that ends
 * frees its place for the next due: a receiver that takes its whole 10 s holds up no other (sent
 * as batches, every batch waited for its slowest, and one slow endpoint delayed all the others).
 */
const CLAIM_BATCH = 20;
/**
 * Of those, the most one endpoint may have: a receiver that hangs with a backlog of deliveries
 * due would otherwise take every place, and the other endpoints' deliveries would wait behind its
 * timeouts (20 places, 10 s each).
 */
const ENDPOINT_IN_FLIGHT = 4;
/**
 * While the server is busy answering requests, deliveries go out a few at a time with a pause
 * between rounds, as the mail outbox's emails do (docs/decisions/0009): bookings are answered
 * first, and the deliveries, already stored, catch up once the burst is over. Measured with
 * scripts/bench-webhooks.mjs (decision 0018).
 */
const BUSY_BATCH = 3;
/**
 * How long claimed deliveries belong to the worker that claimed them (as the mail outbox does):
 * longer than an attempt may take, so no other server sends them meanwhile; a worker killed
 * mid-batch leaves them to another once it lapses.
 */
const CLAIM_MS = 30_000;
/** Attempts kept per delivery for the admin view. */
const HISTORY_KEPT = 20;

export interface WebhookDispatcher {
  /** Asks the worker to look for due deliveries now. */
  wake(): void;
  /** Sends everything due now; resolves with how many attempts were made (tests). */
  drain(): Promise<number>;
  start(): void;
  /** Lets the attempts in flight finish; the rest stay queued for the next start. */
  stop(): Promise<void>;
}

export interface WebhookDispatcherOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, 'opsEmail' | 'webhooksAllowLoopback'>;
  /** Tells OPS_EMAIL when an endpoint is paused. */
  mailer: Pick<Outbox, 'enqueue' | 'wake'>;
  resolve?: Resolver | undefined;
  pollMs?: number;
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  /** Whether the server is busy answering requests (server.ts: the event loop more than half busy). */
  busy?: () => boolean;
  busyPauseMs?: number;
}

/** A delivery this worker has out: its endpoint, and the attempt's end (recorded). */
interface Sending {
  endpointId: string;
  done: Promise<void>;
}

type Outcome = { delivered: true; status: number } | { delivered: false; retry: boolean; status: number | null; error: string };

/** The webhook outbox's worker: sends due deliveries, retries them, pauses endpoints dead for 3 days. */
export function createWebhookDispatcher(opts: WebhookDispatcherOptions): WebhookDispatcher {
  const { db, clock, logger, config, mailer } = opts;
  const pollMs = opts.pollMs ?? 250;
  const delays = opts.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const claims = sharedByServers(db);
  const busy = opts.busy ?? (() => false);
  const busyPauseMs = opts.busyPauseMs ?? 200;

  /**
   * Up to `limit` due deliveries, none of `out` (this worker's in flight, still pending until
   * recorded), and at most ENDPOINT_IN_FLIGHT out per endpoint with those.
   */
  const claimDue = (limit: number, out: ReadonlyMap<number, Sending>) =>
    inTransaction(db, async (tx) => {
      const now = clock.now();
      const perEndpoint = new Map<string, number>();
      for (const { endpointId } of out.values()) perEndpoint.set(endpointId, (perEndpoint.get(endpointId) ?? 0) + 1);
      const full = [...perEndpoint].flatMap(([endpointId, n]) => (n >= ENDPOINT_IN_FLIGHT ? [endpointId] : []));
      const due = await forUpdateSkipLocked(
        tx
          .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          // A paused endpoint's deliveries wait for it to be resumed; the operator's test goes anyway.
          .where(
            and(
              eq(webhookDeliveries.status, 'pending'),
              lte(webhookDeliveries.nextAttemptAt, now.toISOString()),
              or(eq(webhookEndpoints.status, 'active'), eq(webhookDeliveries.eventType, 'webhook.test')),
              out.size ? notInArray(webhookDeliveries.id, [...out.keys()]) : undefined,
              full.length ? notInArray(webhookDeliveries.endpointId, full) : undefined,
            ),
          )
          // In the due index's order: the claim reads only the rows it takes, however many
          // deliveries were made before (ordered by id, it walked past all of them).
          .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
          .limit(limit),
      );
      // The rows left over unmarked stay due: the next claim (or another server's) takes them.
      const taken = due.filter(({ delivery: { endpointId } }) => {
        const n = perEndpoint.get(endpointId) ?? 0;
        if (n >= ENDPOINT_IN_FLIGHT) return false;
        perEndpoint.set(endpointId, n + 1);
        return true;
      });
      if (taken.length && claims) {
        const until = new Date(now.getTime() + CLAIM_MS).toISOString();
        await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: until })
          .where(
            inArray(
              webhookDeliveries.id,
              taken.map((r) => r.delivery.id),
            ),
          );
      }
      return taken;
    });

  async function attempt(row: WebhookDeliveryRow, endpoint: { url: string; secret: string }): Promise<Outcome> {
    try {
      // The receiver checks webhook-timestamp against its own clock (within minutes): the wall clock's.
      const sentAt = new Date(Date.now());
      const status = await postWebhook({
        url: endpoint.url,
        headers: webhookHeaders({ secret: endpoint.secret, id: row.webhookId, timestamp: sentAt, body: row.payload }),
        body: row.payload,
        policy: { allowLoopback: config.webhooksAllowLoopback },
        resolve: opts.resolve,
        timeoutMs: opts.timeoutMs,
      });
      if (status >= 200 && status < 300) return { delivered: true, status };
      return { delivered: false, retry: status === 429 || status >= 500, status, error: `HTTP ${status}` };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      // An address refused at connection time is never retried: it is not a receiver's hiccup.
      return { delivered: false, retry: !(err instanceof RefusedAddressError), status: null, error };
    }
  }

  async function record(row: WebhookDeliveryRow, outcome: Outcome): Promise<void> {
    const now = clock.now();
    const at = now.toISOString();
    const attempts = row.attempts + 1;
    const entry: WebhookAttempt = { at, responseStatus: outcome.status, error: outcome.delivered ? null : outcome.error };
    const history = [...row.history, entry].slice(-HISTORY_KEPT);
    await inTransaction(db, async (tx) => {
      if (outcome.delivered) {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'delivered', attempts, responseStatus: outcome.status, lastError: null, history, deliveredAt: at })
          .where(eq(webhookDeliveries.id, row.id));
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(and(eq(webhookEndpoints.id, row.endpointId), isNotNull(webhookEndpoints.failingSince)));
        return;
      }
      // The last attempt is made as the retry window closes; failing then, the delivery has failed.
      const deadline = Date.parse(row.createdAt) + WEBHOOK_RETRY_WINDOW_MS;
      const delay = delays[Math.min(attempts - 1, delays.length - 1)] ?? 0;
      const next = Math.min(now.getTime() + delay, deadline);
      const failed = !outcome.retry || now.getTime() >= deadline;
      await tx
        .update(webhookDeliveries)
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          responseStatus: outcome.status,
          lastError: outcome.error.slice(0, 500),
          history,
          nextAttemptAt: new Date(failed ? now.getTime() : next).toISOString(),
        })
        .where(eq(webhookDeliveries.id, row.id));
      if (row.eventType === 'webhook.test') return;
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: at })
        .where(and(eq(webhookEndpoints.id, row.endpointId), isNull(webhookEndpoints.failingSince)));
      // Failing without a success for the whole retry window: the endpoint is paused, ops told once.
      const cutoff = new Date(now.getTime() - WEBHOOK_RETRY_WINDOW_MS).toISOString();
      const paused = await tx
        .update(webhookEndpoints)
        .set({ status: 'paused', pausedReason: 'Every delivery failed for 3 days', updatedAt: at })
        .where(and(eq(webhookEndpoints.id, row.endpointId), eq(webhookEndpoints.status, 'active'), lte(webhookEndpoints.failingSince, cutoff)))
        .returning({ url: webhookEndpoints.url, id: webhookEndpoints.id });
      for (const endpoint of paused) {
        await mailer.enqueue(tx, {
          to: config.opsEmail,
          subject: 'Webhook endpoint paused after 3 days of failures',
          text: [
            `Every delivery to the webhook endpoint ${endpoint.url} (id ${endpoint.id}) has failed for 3 days, so it has been paused.`,
            `Last error: ${outcome.error.slice(0, 200)}`,
            '',
            'Fix the receiver, then resume the endpoint in the admin Webhooks tab: its waiting deliveries are sent then.',
          ].join('\n'),
        });
        logger.error('webhook endpoint paused', { endpointId: endpoint.id });
      }
      if (paused.length) mailer.wake();
    });
  }

  async function send({ delivery: row, ...endpoint }: Awaited<ReturnType<typeof claimDue>>[number]): Promise<void> {
    const outcome = await attempt(row, endpoint);
    await record(row, outcome);
    if (!outcome.delivered)
      logger.info('webhook delivery failed', { deliveryId: row.id, event: row.eventType, attempts: row.attempts + 1, error: outcome.error });
  }

  /**
   * Sends what is due, keeping up to CLAIM_BATCH in flight: whenever one ends, or every poll
   * while some are out, it takes what has come due since. Ends when nothing is due or in flight.
   */
  async function sendDue(): Promise<number> {
    let made = 0;
    /** The deliveries out now, by id: the claim leaves them out, and the round waits on them. */
    const inFlight = new Map<number, Sending>();
    try {
      while (!worker.stopping()) {
        const throttled = busy();
        if (throttled) await new Promise((ok) => setTimeout(ok, busyPauseMs));
        const free = (throttled ? BUSY_BATCH : CLAIM_BATCH) - inFlight.size;
        const claimed = free > 0 ? await claimDue(free, inFlight) : [];
        for (const due of claimed) {
          made++;
          const done: Promise<void> = send(due)
            // One delivery's failure to be recorded ends no other (it is claimed again once its claim lapses).
            .catch((err: unknown) =>
              logger.error('webhook delivery not recorded', { deliveryId: due.delivery.id, error: err instanceof Error ? err.message : String(err) }),
            )
            .finally(() => inFlight.delete(due.delivery.id));
          inFlight.set(due.delivery.id, { endpointId: due.delivery.endpointId, done });
        }
        if (!inFlight.size) break;
        let poll: NodeJS.Timeout | undefined;
        const ends = [...inFlight.values()].map((d) => d.done);
        await Promise.race([...ends, new Promise((ok) => (poll = setTimeout(ok, pollMs)))]);
        clearTimeout(poll);
      }
    } finally {
      // Even when a claim fails: the round (and stop()) ends only once its attempts are recorded,
      // or the next round, not knowing them, would claim and send them again.
      await Promise.all([...inFlight.values()].map((d) => d.done));
    }
    return made;
  }

  const worker = createPollingWorker({
    round: sendDue,
    pollMs,
    onError: (err) => logger.error('webhook delivery round failed', { error: err instanceof Error ? err.message : String(err) }),
  });

  return { wake: worker.wake, drain: worker.drain, start: worker.start, stop: worker.stop };
}
