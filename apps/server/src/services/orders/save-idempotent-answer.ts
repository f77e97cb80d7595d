import type { Db } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import { insertSet, type InsertSet } from '../../db/insert-together';
import { idempotencyKeys } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface IdempotencyRecord {
  keyHash: string;
  bodyHash: string;
}

export interface SaveIdempotentAnswerOptions {
  /** The keyed write's own transaction. */
  tx: Pick<Db, 'insert'>;
  record: IdempotencyRecord;
  status: number;
  body: unknown;
  clock: Clock;
}

/**
 * Stores the answer to a keyed write, inside the write's own transaction: either both are kept or
 * neither. A second writer with the same key fails on the primary key (see isIdempotencyClash).
 */
export async function saveIdempotentAnswer({ tx, ...answer }: SaveIdempotentAnswerOptions): Promise<void> {
  await insertRows(tx, idempotencyKeys, [answerRow(answer)]);
}

type Answer = Omit<SaveIdempotentAnswerOptions, 'tx'>;
const answerRow = ({ record, status, body, clock }: Answer): typeof idempotencyKeys.$inferInsert => ({
  ...record,
  status,
  body: JSON.stringify(body),
  createdAt: clock.now().toISOString(),
});

/** The row saveIdempotentAnswer inserts, for a write that inserts it with its own rows (db/insert-together.ts). */
export const idempotentAnswer = (answer: Answer): InsertSet => insertSet(idempotencyKeys, [answerRow(answer)]);
