import { perConnection, type Db } from './client';

/**
 * Group commit: writes that arrive in the same turn of the event loop share one transaction.
 *
 * `run(work)` queues `work`; in the loop's check phase (setImmediate), after every request read
 * in that turn has queued its own, the group runs in one IMMEDIATE transaction, each work in its
 * own savepoint, and commits once. A work that throws is rolled back alone and rejects its
 * promise; the others still commit. Every promise settles only after the commit, so an answer
 * sent on it is durable. If the commit itself fails, every promise of the group rejects.
 *
 * Why: in WAL mode a commit costs about the pages it writes, and writes that arrive together
 * share most of theirs (a table's last leaf, index leaves of increasing or equal keys).
 *
 * `work` runs synchronously on the connection: it must not await, nor open a transaction with
 * drizzle's `db.transaction` (a savepoint is already open); statements on `db` join the group.
 */
export interface GroupCommit {
  run<T>(work: () => T): Promise<T>;
}

interface Queued {
  work: () => unknown;
  ok: (value: unknown) => void;
  fail: (err: unknown) => void;
}

type Outcome = { value: unknown } | { error: unknown };

function createGroupCommit(db: Db): GroupCommit {
  const client = db.$client;
  let queue: Queued[] = [];
  // better-sqlite3 runs a transaction function called inside another one as a savepoint.
  const inSavepoint = client.transaction((work: () => unknown) => work());
  const commitGroup = client.transaction((group: Queued[]): Outcome[] =>
    group.map((item) => {
      try {
        return { value: inSavepoint(item.work) };
      } catch (error) {
        // Some errors (disk full, I/O) make SQLite roll back the whole transaction: nothing of
        // the group is kept then, so every work fails, and none runs outside the transaction.
        if (!client.inTransaction) throw error;
        return { error };
      }
    }),
  );

  const flush = () => {
    const group = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      outcomes = commitGroup.immediate(group);
    } catch (err) {
      for (const item of group) item.fail(err);
      return;
    }
    outcomes.forEach((outcome, i) => {
      const item = group[i] as Queued;
      if ('error' in outcome) item.fail(outcome.error);
      else item.ok(outcome.value);
    });
  };

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((ok, fail) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ work, ok: ok as (value: unknown) => void, fail });
      });
    },
  };
}

/** The connection's group commit (one per connection: its groups must not interleave). */
export const groupCommit = perConnection(createGroupCommit);
