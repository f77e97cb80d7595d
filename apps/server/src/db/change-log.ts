import { sql } from 'drizzle-orm';
import type { ChangeOp } from '@app/core';
import { selectRows } from './sql';
import { inSnapshot, isSqlite, type Tx } from './transaction';

/**
 * The change log the feed is served from (tables change_log and change_feed_meta, kept by the
 * triggers of the change_feed migrations), behind the few functions whose SQL differs by dialect.
 *
 * A position in the log is (xid, seq). On SQLite xid is always 0: one writer at a time makes seq
 * order commit order. On PostgreSQL xid is the writing transaction's id (xid8) and only changes of
 * transactions below the snapshot's xmin are served: every one of those has ended, and a
 * transaction still running, whatever seq it took, has an xid at or above xmin, so it can only
 * ever land after the position served (see docs/decisions/0015-change-feed.md).
 */
/** Tables of the change log: made and kept by the migrations' SQL, not in drizzle's schema. */
export const CHANGE_LOG_TABLES = ['change_log', 'change_feed_meta'] as const;

export interface ChangePosition {
  /** Decimal strings: xid8 and bigint exceed a JavaScript number's exact range. */
  xid: string;
  seq: string;
}

export interface ChangeEntry extends ChangePosition {
  entity: string;
  id: string;
  op: ChangeOp;
}

export interface ChangeFeedMeta {
  /** This database's feed identity: a cursor naming another is refused. */
  epoch: string;
  /** Tombstones at or below this position were pruned: a cursor below it cannot be served. */
  pruned: ChangePosition;
}

export const START: ChangePosition = { xid: '0', seq: '0' };

/** Orders two positions: negative, zero or positive as `a` is before, at or after `b`. */
export function comparePositions(a: ChangePosition, b: ChangePosition): number {
  const byXid = BigInt(a.xid) - BigInt(b.xid);
  if (byXid !== 0n) return byXid < 0n ? -1 : 1;
  const bySeq = BigInt(a.seq) - BigInt(b.seq);
  return bySeq === 0n ? 0 : bySeq < 0n ? -1 : 1;
}

/**
 * Runs `work` on one consistent view of the database: the log and the rows it names are read
 * as of the same moment (db/transaction.ts's inSnapshot).
 */
export const inFeedSnapshot = inSnapshot;

export async function readFeedMeta(tx: Tx): Promise<ChangeFeedMeta> {
  const [row] = await selectRows<{ epoch: string; pruned_xid: string | number; pruned_seq: string | number }>(
    tx,
    isSqlite(tx)
      ? sql`select epoch, pruned_xid, pruned_seq from change_feed_meta where one = 1`
      : sql`select epoch, pruned_xid::text as pruned_xid, pruned_seq::text as pruned_seq from change_feed_meta where one = 1`,
  );
  if (!row) throw new Error('change_feed_meta has no row: were the migrations applied?');
  return { epoch: row.epoch, pruned: { xid: String(row.pruned_xid), seq: String(row.pruned_seq) } };
}

interface EntryRow {
  entity: string;
  id: string;
  op: ChangeOp;
  xid: string | number;
  seq: string | number;
}

const toEntry = (r: EntryRow): ChangeEntry => ({ entity: r.entity, id: r.id, op: r.op, xid: String(r.xid), seq: String(r.seq) });

export interface ReadChangesOptions {
  after: ChangePosition;
  limit: number;
}

/** The servable log entries after `after`, in log order, at most `limit`. */
export async function readChangeEntries(tx: Tx, { after, limit }: ReadChangesOptions): Promise<ChangeEntry[]> {
  if (isSqlite(tx)) {
    return (
      await selectRows<EntryRow>(tx, sql`select entity, id, op, 0 as xid, seq from change_log where seq > ${Number(after.seq)} order by seq limit ${limit}`)
    ).map(toEntry);
  }
  const rows = await selectRows<EntryRow>(
    tx,
    sql`select entity, id, op, xid::text as xid, seq::text as seq from change_log
        where xid < pg_snapshot_xmin(pg_current_snapshot()) and (xid, seq) > (${after.xid}::xid8, ${after.seq}::bigint)
        order by change_log.xid, change_log.seq limit ${limit}`,
  );
  return rows.map(toEntry);
}

/**
 * Whether `position` lies past every position this database has handed out: a cursor kept from
 * before the database was restored from an older backup. Measured against bounds that only grow,
 * so no cursor the feed gave is ever past them: SQLite's AUTOINCREMENT counter of the log
 * (sqlite_sequence, which remembers seqs of pruned rows too; xid is always 0 there); on
 * PostgreSQL the log's sequence and the snapshot's xmax (no transaction at or past it had begun).
 * Not the newest servable entry: on PostgreSQL an item's entry moves to a new position, not yet
 * servable while an older transaction runs, and the newest servable one can be below a cursor.
 */
export async function isPastIssued(tx: Tx, position: ChangePosition): Promise<boolean> {
  if (isSqlite(tx)) {
    const [row] = await selectRows<{ seq: number }>(tx, sql`select seq from sqlite_sequence where name = 'change_log'`);
    return position.xid !== '0' || BigInt(position.seq) > BigInt(row?.seq ?? 0);
  }
  const [row] = await selectRows<{ seq: string; xmax: string }>(
    tx,
    sql`select (case when is_called then last_value else 0 end)::text as seq, pg_snapshot_xmax(pg_current_snapshot())::text as xmax from change_log_seq`,
  );
  if (!row) throw new Error('change_log_seq has no row: were the migrations applied?');
  return BigInt(position.seq) > BigInt(row.seq) || BigInt(position.xid) >= BigInt(row.xmax);
}

/** The newest servable position (START when the log is empty): what a push announces. */
export async function newestChangePosition(tx: Tx): Promise<ChangePosition> {
  if (isSqlite(tx)) {
    const [row] = await selectRows<{ seq: number | null }>(tx, sql`select max(seq) as seq from change_log`);
    return row?.seq == null ? START : { xid: '0', seq: String(row.seq) };
  }
  const [row] = await selectRows<EntryRow>(
    tx,
    sql`select entity, id, op, xid::text as xid, seq::text as seq from change_log
        where xid < pg_snapshot_xmin(pg_current_snapshot()) order by change_log.xid desc, change_log.seq desc limit 1`,
  );
  return row ? toEntry(row) : START;
}

/**
 * Deletes the tombstones (delete entries) last changed before `before` (ISO time) and moves the
 * pruned position past them, so a cursor that might not have seen one answers 410. Returns how
 * many were deleted. Run inside a transaction.
 */
export async function pruneTombstones(tx: Tx, before: string): Promise<number> {
  if (isSqlite(tx)) {
    const [top] = await selectRows<{ seq: number | null; n: number }>(
      tx,
      sql`select max(seq) as seq, count(*) as n from change_log where op = 'delete' and changed_at < ${before}`,
    );
    if (!top?.seq) return 0;
    await selectRows(tx, sql`delete from change_log where op = 'delete' and seq <= ${top.seq} and changed_at < ${before} returning seq`);
    await selectRows(tx, sql`update change_feed_meta set pruned_seq = max(pruned_seq, ${top.seq}) where one = 1 returning one`);
    return top.n;
  }
  const deleted = await selectRows<{ xid: string; seq: string }>(
    tx,
    sql`delete from change_log where op = 'delete' and changed_at < ${before}::timestamptz returning xid::text as xid, seq::text as seq`,
  );
  if (deleted.length === 0) return 0;
  const top = deleted.reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
  await selectRows(
    tx,
    sql`update change_feed_meta set pruned_xid = ${top.xid}::xid8, pruned_seq = ${top.seq}::bigint
        where one = 1 and (pruned_xid, pruned_seq) < (${top.xid}::xid8, ${top.seq}::bigint) returning one`,
  );
  return deleted.length;
}
