import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../context';
import { idempotencyKeys } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError, badRequest } from '../lib/errors';
import { sha256 } from '../lib/random';
import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_WINDOW_MS } from '../services/orders/find-idempotent-answer';
import { recordHeader } from '../lib/route-docs';
import { IDEMPOTENCY_KEY_DOC, IDEMPOTENCY_KEY_INVALID } from '../routes/orders/booking';

export const IDEMPOTENCY_KEY_IN_USE = 'A request with this Idempotency-Key is still being processed; retry shortly';

/** Marks a key whose first request has not answered yet (no answer has this status). */
const IN_PROGRESS = 0;
/** A copy sent while the first is under way waits this long for the first answer. */
const WAIT_FOR_FIRST_MS = 10_000;
/** A reservation this old without an answer belongs to a request that died (a crash): the key is free again. */
const ABANDONED_AFTER_MS = 60_000;

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * Admin writes (POST, PATCH, PUT, DELETE under /api/admin) sent with an `Idempotency-Key` answer
 * a retry with the first answer, as POST /api/orders does: the operator console sends every
 * queued offline action with one, and may send it again after a lost answer.
 *
 * The rules: the key is scoped to the admin and the method and path (the same key from another
 * admin, or on another route, is another key); the same key with another body is a 409; an answer
 * is kept 24 hours unless the server failed (5xx: the retry runs again). The key is reserved
 * before the write runs, so a copy sent at the same time waits for the first answer rather than
 * writing twice. What this cannot cover without touching every service: the process dying after
 * the write committed and before its answer was kept; the reservation is then freed after a
 * minute and a retry writes again.
 */
export const adminIdempotency = (deps: Pick<AppDeps, 'db' | 'clock'>) =>
  recordHeader(adminIdempotencyOf(deps), { name: 'Idempotency-Key', description: IDEMPOTENCY_KEY_DOC, methods: [...WRITES] });

const adminIdempotencyOf = (deps: Pick<AppDeps, 'db' | 'clock'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('idempotency-key');
    if (header === undefined || !WRITES.has(c.req.method)) return next();
    if (!/^[\x21-\x7e]{1,200}$/.test(header)) throw badRequest(IDEMPOTENCY_KEY_INVALID, { 'Idempotency-Key': [IDEMPOTENCY_KEY_INVALID] });
    const keyHash = sha256(`admin:${c.var.admin.id}\n${c.req.method} ${c.req.path}\n${header}`);
    const bodyHash = sha256(await c.req.text());

    const first = await reserveOrAnswer(deps, keyHash, bodyHash);
    if (first) {
      c.header('Idempotent-Replayed', 'true');
      return first.status === 204
        ? c.body(null, 204)
        : c.body(first.body, first.status as ContentfulStatusCode, { 'Content-Type': 'application/json; charset=UTF-8' });
    }
    let kept = false;
    try {
      await next();
      const status = c.res.status;
      if (status < 500) {
        const body = status === 204 ? '' : await c.res.clone().text();
        await inTransaction(deps.db, (tx) => tx.update(idempotencyKeys).set({ status, body }).where(eq(idempotencyKeys.keyHash, keyHash)));
        kept = true;
      }
    } finally {
      if (!kept)
        await inTransaction(deps.db, (tx) =>
          tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.keyHash, keyHash), eq(idempotencyKeys.status, IN_PROGRESS))),
        );
    }
  });

/**
 * Reserves the key for this request (null: go on and write), or the first request's answer.
 * Waits while another request holding the key is under way.
 */
async function reserveOrAnswer(deps: Pick<AppDeps, 'db' | 'clock'>, keyHash: string, bodyHash: string): Promise<{ status: number; body: string } | null> {
  const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const now = deps.clock.now();
    const outcome = await inTransaction(deps.db, async (tx) => {
      // Forget keys past the window, and reservations left by a request that died.
      await tx
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.keyHash, keyHash), lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString())));
      await tx
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.keyHash, keyHash),
            eq(idempotencyKeys.status, IN_PROGRESS),
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString()),
          ),
        );
      const reserved = await tx
        .insert(idempotencyKeys)
        .values({ keyHash, bodyHash, status: IN_PROGRESS, body: '', createdAt: now.toISOString() })
        .onConflictDoNothing()
        .returning({ keyHash: idempotencyKeys.keyHash });
      if (reserved.length) return 'reserved' as const;
      return (await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash)))[0] ?? ('gone' as const);
    });
    if (outcome === 'reserved') return null;
    if (outcome !== 'gone') {
      if (outcome.bodyHash !== bodyHash) throw new AppError(409, IDEMPOTENCY_KEY_REUSED, 'idempotency_key_reused');
      if (outcome.status !== IN_PROGRESS) return { status: outcome.status, body: outcome.body };
      if (Date.now() > waitUntil) throw new AppError(409, IDEMPOTENCY_KEY_IN_USE, 'idempotency_key_in_use');
      await new Promise((ok) => setTimeout(ok, 50));
    }
  }
}
