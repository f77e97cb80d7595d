import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export interface IdempotencyRecord {
  keyHash: string;
  bodyHash: string;
}

/**
 * Stores the answer to a keyed write, inside the write's own transaction: either both are kept or
 * neither. A second writer with the same key fails on the primary key (see isIdempotencyClash).
 */
export async function saveIdempotentAnswer(opts: { db: Db; record: IdempotencyRecord; status: number; body: unknown; now: string }): Promise<void> {
  await opts.db
    .insert(idempotencyKeys)
    .values({ ...opts.record, status: opts.status, body: JSON.stringify(opts.body), createdAt: opts.now });
}
