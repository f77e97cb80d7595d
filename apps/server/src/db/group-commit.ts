import { AsyncLocalStorage } from 'node:async_hooks';
import { perConnection, type Db } from './client';

/**
 * Group commit, SQLite only: the transactions that arrive in the same turn of the event loop share
 * one IMMEDIATE transaction, each in its own savepoint, and commit once. It is how every
 * transaction runs on the one SQLite connection (db/transaction.ts); on PostgreSQL each
 * transaction is simply its own.
 *
 * Rules, in one place:
 * - `run(work)` queues `work`; in the loop's check phase (setImmediate), after every request read
 *   in that turn has queued its own, the group starts: BEGIN IMMEDIATE, then each work in turn in
 *   a savepoint, awaited to its end before the next starts, then one COMMIT.
 * - A work that throws is rolled back alone (to its savepoint) and rejects its promise; the others
 *   still commit. Every promise settles only after the commit, so an answer sent on it is durable.
 *   If BEGIN or COMMIT fails, or SQLite itself rolls the transaction back (disk full, I/O error),
 *   every promise of the group rejects and nothing of it is kept.
 * - Groups never overlap: work queued while a group runs waits for the next group. So two
 *   transactions never interleave on the connection.
 * - A work runs on the shared connection: it must await only database calls (no network, no
 *   password hashing), since the connection's write lock is held meanwhile. Calling the helper again
 *   inside a work joins the work (see `inGroup`) instead of waiting for a group that cannot start.
 *
 * Why: in WAL mode a commit costs about the pages it writes, and writes that arrive together
 * share most of theirs (a table's last leaf, index leaves of increasing or equal keys).
 */
export interface GroupCommit {
  run<T>(work: () => T | Promise<T>): Promise<T>;
}

interface Queued {
  work: () => unknown;
  ok: (value: unknown) => void;
  fail: (err: unknown) => void;
}

type Outcome = { value: unknown } | { error: unknown };

/** Set while a work of a group runs (its awaits included): nested calls join it. */
const inGroup = new AsyncLocalStorage<Db>();

/** True when the caller runs inside a work of `db`'s current group. */
export const insideGroup = (db: Db): boolean => inGroup.getStore() === db;

function createGroupCommit(db: Db): GroupCommit {
  const client = db.$client;
  let queue: Queued[] = [];
  let scheduled = false;
  let previous: Promise<void> = Promise.resolve();

  const runGroup = async (group: Queued[]): Promise<Outcome[]> => {
    client.exec('begin immediate');
    const outcomes: Outcome[] = [];
    try {
      for (const item of group) {
        client.exec('savepoint group_work');
        try {
          const value = await inGroup.run(db, item.work);
          client.exec('release group_work');
          outcomes.push({ value });
        } catch (error) {
          // Some errors (disk full, I/O) make SQLite roll back the whole transaction: nothing of
          // the group is kept then, so every work fails, and none runs outside the transaction.
          if (!client.inTransaction) throw error;
          client.exec('rollback to group_work');
          client.exec('release group_work');
          outcomes.push({ error });
        }
      }
      client.exec('commit');
    } catch (err) {
      if (client.inTransaction) client.exec('rollback');
      throw err;
    }
    return outcomes;
  };

  const flush = async () => {
    scheduled = false;
    const group = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      outcomes = await runGroup(group);
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
    run<T>(work: () => T | Promise<T>): Promise<T> {
      return new Promise<T>((ok, fail) => {
        queue.push({ work, ok: ok as (value: unknown) => void, fail });
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          previous = previous.then(flush);
        });
      });
    },
  };
}

/** The connection's group commit (one per connection: its groups must not interleave). */
export const groupCommit = perConnection(createGroupCommit);
