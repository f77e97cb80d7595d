import { eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { idempotencyKeys } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { HOUR } from '../../lib/time';

/** A retried write gets the first answer for this long. */
export const IDEMPOTENCY_WINDOW_MS = 24 * HOUR;

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request';

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export interface FindIdempotentAnswerOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** SHA-256 of the Idempotency-Key header. */
  keyHash: string;
  /** SHA-256 of the request body. */
  bodyHash: string;
}

/**
 * The answer first given to this key, or null when the key is new (or older than 24 hours, when
 * it is forgotten). The same key with another body is a client bug: 409, nothing is written.
 */
export async function findIdempotentAnswer({ deps, keyHash, bodyHash }: FindIdempotentAnswerOptions): Promise<IdempotentAnswer | null> {
  const { db } = deps;
  const cutoff = new Date(deps.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  const row = (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash)))[0];
  if (!row) return null;
  if (row.createdAt < cutoff) {
    // Forget every expired key at once: they are rare next to bookings.
    await inTransaction(db, (tx) => tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)));
    return null;
  }
  if (row.bodyHash !== bodyHash) throw new AppError(409, IDEMPOTENCY_KEY_REUSED, 'idempotency_key_reused');
  return { status: row.status, body: JSON.parse(row.body) as unknown };
}
