import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { insertSet, type InsertSet } from '../db/insert-together';
import { forUpdateSkipLocked, sharedByServers } from '../db/sql';
import { inTransaction, type Tx } from '../db/transaction';
import { outbox, type MailAttachment } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import { createPollingWorker } from '../lib/polling-worker';
import { newMessageId } from './message-id';
import type { MailMessage, MailTransport } from './transport';

/**
 * What an email keeps once it will not be sent again (sent, failed for good, or cancelled): its
 * address, subject and dates, not its body. Bodies carry live links (manage, producer, reset,
 * verification and tracking tokens) that the database otherwise keeps only hashed; a copy of the
 * database must not hand them out.
 */
const SETTLED_BODY = { text: '', html: null, attachments: null } as const;

export interface Outbox {
  /**
   * Queues emails (one statement for all); call it with the caller's transaction (`tx` of
   * inTransaction), so the emails exist exactly when the change they announce does. The worker
   * sends them after commit.
   */
  enqueue(tx: Tx, ...messages: MailMessage[]): Promise<void>;
  /**
   * The outbox rows `enqueue` would insert, for a change that inserts them in one statement with
   * its own rows (db/insert-together.ts); the same rule: inside the change's transaction.
   */
  queued(...messages: MailMessage[]): InsertSet;
  /**
   * Cancels the emails of an operator change that have not left yet (Undo), or with `thread` only
   * those in that order's thread (one order of a bulk change); call it inside the caller's
   * transaction. Answers how many it cancelled.
   */
  cancelChange(tx: Tx, changeId: string, thread?: string): Promise<number>;
  /** Asks the worker to look for due messages now. */
  wake(): void;
  /** Sends everything due now, one at a time; resolves when done (tests). */
  drain(): Promise<number>;
  start(): void;
  /** Lets the message in flight finish (the rest stay queued for the next start), then closes the transport. */
  stop(): Promise<void>;
}

export interface OutboxOptions {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  from: string;
  /** PUBLIC_URL: its host ends every Message-ID. */
  publicUrl?: string;
  /** First retry delay; doubles per attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts a message is marked failed and kept for an operator. */
  maxAttempts?: number;
  pollMs?: number;
  /**
   * Whether the server is busy answering requests (server.ts: the event loop more than half
   * busy). While it is, the outbox sends one email per `busyPauseMs`: bookings are answered
   * first and the queued emails, already on disk, go out at full speed once the burst is over.
   */
  busy?: () => boolean;
  busyPauseMs?: number;
}

/** Due emails one worker takes at a time. */
const CLAIM_BATCH = 10;
/**
 * How long claimed emails belong to the worker that claimed them. When several app servers share
 * the outbox (PostgreSQL), a worker claims due rows by moving their next attempt this far ahead,
 * in the transaction that picks them (skipping rows another worker's claim has locked), so no
 * other worker sends them meanwhile. Rows it does not get to are handed back at once; a worker
 * killed mid-batch leaves its rows to be sent by another once the claim lapses. On SQLite the one
 * process has the one worker: nothing is claimed, so after a crash the restarted server sends at
 * once what the dead one had picked.
 */
const CLAIM_MS = 30_000;

/** Transactional outbox: emails survive restarts and SMTP outages; a sent row is never sent again. */
export function createOutbox(opts: OutboxOptions): Outbox {
  const { db, transport, clock, logger, from } = opts;
  const baseDelay = opts.baseDelayMs ?? 2_000;
  const maxDelay = opts.maxDelayMs ?? 60_000;
  const maxAttempts = opts.maxAttempts ?? 50;
  const pollMs = opts.pollMs ?? 1_000;
  const busy = opts.busy ?? (() => false);
  const busyPauseMs = opts.busyPauseMs ?? 200;
  const publicUrl = opts.publicUrl ?? 'http://localhost';
  const claims = sharedByServers(db);

  const claimDue = () =>
    inTransaction(db, async (tx) => {
      const now = clock.now();
      const rows = await forUpdateSkipLocked(
        tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now.toISOString())))
          .orderBy(asc(outbox.id))
          .limit(CLAIM_BATCH),
      );
      if (rows.length && claims) {
        const until = new Date(now.getTime() + CLAIM_MS).toISOString();
        await tx
          .update(outbox)
          .set({ nextAttemptAt: until })
          .where(
            inArray(
              outbox.id,
              rows.map((r) => r.id),
            ),
          );
      }
      return rows;
    });

  /** Hands claimed rows not attempted back to every worker, due now. */
  const release = (ids: number[]) =>
    ids.length && claims
      ? inTransaction(db, (tx) =>
          tx
            .update(outbox)
            .set({ nextAttemptAt: clock.now().toISOString() })
            .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending'))),
        )
      : undefined;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDue();
      if (!batch.length) return sent;
      const handBack = async (from: number) => {
        await release(batch.slice(from).map((r) => r.id));
        return sent;
      };
      for (const [i, row] of batch.entries()) {
        // Shutting down: the message in flight finishes, the rest stay queued for the next start.
        if (worker.stopping()) return handBack(i);
        if (busy()) {
          await new Promise((ok) => setTimeout(ok, busyPauseMs));
          if (worker.stopping()) return handBack(i);
        }
        try {
          await transport.send({
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            messageId: row.messageId ?? `<outbox-${row.id}@tv-segments>`,
            replyTo: row.replyTo,
            references: row.references,
            attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : null,
          });
          // A transaction of its own: on SQLite it joins whatever else is written in this turn (orders under load).
          await inTransaction(db, (tx) =>
            tx
              .update(outbox)
              .set({ status: 'sent', sentAt: clock.now().toISOString(), attempts: sql`${outbox.attempts} + 1`, lastError: null, ...SETTLED_BODY })
              .where(eq(outbox.id, row.id)),
          );
          sent++;
        } catch (err) {
          const attempts = row.attempts + 1;
          const delay = Math.min(maxDelay, baseDelay * 2 ** (attempts - 1));
          const message = err instanceof Error ? err.message : String(err);
          await inTransaction(db, (tx) =>
            tx
              .update(outbox)
              .set({
                attempts,
                lastError: message.slice(0, 500),
                ...(attempts >= maxAttempts ? { status: 'failed' as const, ...SETTLED_BODY } : {}),
                nextAttemptAt: new Date(clock.now().getTime() + delay).toISOString(),
              })
              .where(eq(outbox.id, row.id)),
          );
          logger.error('email send failed', { outboxId: row.id, attempts, error: message });
          // The transport is likely down: leave the rest of the batch for the next round.
          return handBack(i + 1);
        }
      }
    }
  }

  /** The outbox rows of `messages`, queued now. */
  const rowsOf = (messages: readonly MailMessage[]): (typeof outbox.$inferInsert)[] => {
    const now = clock.now().toISOString();
    return messages.map((message) => {
      const notBefore = message.notBefore?.toISOString() ?? null;
      return {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: now,
        // A delayed email (undo window) is simply not due before its notBefore.
        nextAttemptAt: notBefore ?? now,
        notBefore,
        messageId: message.messageId ?? newMessageId(publicUrl),
        references: message.references ?? null,
        replyTo: message.replyTo ?? null,
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
        changeId: message.changeId ?? null,
      };
    });
  };

  const worker = createPollingWorker({
    round: sendDue,
    pollMs,
    onError: (err) => logger.error('outbox round failed', { error: err instanceof Error ? err.message : String(err) }),
  });

  return {
    async enqueue(tx, ...messages) {
      if (!messages.length) return;
      await insertRows(tx, outbox, rowsOf(messages));
    },
    queued: (...messages) => insertSet(outbox, rowsOf(messages)),
    async cancelChange(tx, changeId, thread) {
      const cancelled = await tx
        .update(outbox)
        .set({ status: 'cancelled', ...SETTLED_BODY })
        .where(and(eq(outbox.changeId, changeId), eq(outbox.status, 'pending'), thread === undefined ? undefined : eq(outbox.references, thread)))
        .returning({ id: outbox.id });
      return cancelled.length;
    },
    wake: worker.wake,
    drain: worker.drain,
    start: worker.start,
    async stop() {
      await worker.stop();
      await transport.close?.();
    },
  };
}
