import type { AppDeps } from '../../context';
import { pruneTombstones } from '../../db/change-log';
import { inTransaction } from '../../db/transaction';
import { DAY } from '../../lib/time';

/**
 * How long the feed remembers a deletion. A client whose cursor is older than the oldest
 * deletion forgotten answers 410 and copies afresh; 30 days covers a console left closed over a
 * holiday, and tombstones are few next to live rows.
 */
export const TOMBSTONE_RETENTION_MS = 30 * DAY;

export interface PruneChangeLogOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  retentionMs?: number;
}

/** Forgets deletions older than the retention; returns how many. */
export async function pruneChangeLog({ deps, retentionMs = TOMBSTONE_RETENTION_MS }: PruneChangeLogOptions): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - retentionMs).toISOString();
  return await inTransaction(deps.db, (tx) => pruneTombstones(tx, before));
}
