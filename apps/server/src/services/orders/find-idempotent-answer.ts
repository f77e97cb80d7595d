import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { HOUR } from '../../lib/time';

/** A retried write gets the first answer for this long. */
export const IDEMPOTENCY_WINDOW_MS = 24 * HOUR;

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request';

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/**
 * The answer first given to this key, or null when the key is new (or older than 24 hours, when
 * it is forgotten). The same key with another body is a client bug: 409, nothing is written.
 */
export async function findIdempotentAnswer(opts: { db: Db; clock: Clock; keyHash: string; bodyHash: string }): Promise<IdempotentAnswer | null> {
  const { db, keyHash } = opts;
  const cutoff = new Date(opts.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  const row = (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash)))[0];
  if (!row) return null;
  if (row.createdAt < cutoff) {
    // Forget every expired key at once: they are rare next to bookings.
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
    return null;
  }
  if (row.bodyHash !== opts.bodyHash) throw new AppError(409, IDEMPOTENCY_KEY_REUSED, 'idempotency_key_reused');
  return { status: row.status, body: JSON.parse(row.body) as unknown };
}
