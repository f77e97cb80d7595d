import type { AppDeps } from '../../context';
import { CHANGE_ENTITIES, type Change, type ChangeEntity, type ChangeRow, type ChangesPage } from '@app/core';
import { comparePositions, inFeedSnapshot, isPastIssued, START, type ChangeEntry, type ChangeFeedMeta, type ChangePosition } from '../../db/change-log';
import { AppError } from '../../lib/errors';
import { overdueCutoff } from '../orders/business-hours';
import { cursorPosition, decodeCursor, encodeCursor } from './change-cursor';
import { readFeedStart } from './feed-kept-stations';
import { loadChangeRows } from './load-change-rows';

/** Page size of the feed when none is asked for, and the most one page may carry. */
export const DEFAULT_CHANGES_LIMIT = 1000;
export const MAX_CHANGES_LIMIT = 5000;

export const RESYNC_REQUIRED = 'This cursor can no longer be served: start over without one';

export interface ListChangesOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  /** The cursor of the last page applied; undefined for a full copy from nothing. */
  since?: string | undefined;
  limit: number;
}

const isEntity = (entity: string): entity is ChangeEntity => (CHANGE_ENTITIES as readonly string[]).includes(entity);

const resync = () => new AppError(410, RESYNC_REQUIRED, 'resync_required');

/**
 * One page of the change feed: the items changed after `since`, once each in their current
 * state, in the order of their last change. Log and rows are read in one snapshot, so a row is
 * never newer or older than the position the returned cursor names; a row changed again later
 * moves past the cursor and comes in a later page.
 */
export async function listChanges({ deps, since, limit }: ListChangesOptions): Promise<ChangesPage> {
  const cutoff = overdueCutoff(deps.clock.now(), deps.config.businessTimeZone);
  // The position the cursor names whatever its epoch, for the page's first reads
  // (feed-kept-stations.ts); the epoch is checked once the meta is read (pageOf).
  const from = since === undefined ? START : cursorPosition(since);
  if (from === null) throw resync();
  return inFeedSnapshot(deps.db, async (tx) => {
    const start = await readFeedStart(deps.db, tx, { after: from, limit: limit + 1 });
    return pageOf(
      since,
      limit,
      start.meta,
      start.entries,
      (ids) => loadChangeRows({ tx, ids, overdueCutoff: cutoff, stationRows: start.stationRows, orderStations: start.orderStations }),
      (position) => isPastIssued(tx, position),
    );
  });
}

/** The page from the meta, the entries after the cursor's position (`limit` + 1 of them) and their rows. */
async function pageOf(
  since: string | undefined,
  limit: number,
  meta: ChangeFeedMeta,
  entries: ChangeEntry[],
  rowsOf: (ids: Partial<Record<ChangeEntity, string[]>>) => Promise<Map<string, ChangeRow>> | Map<string, ChangeRow>,
  pastIssued: (position: ChangePosition) => Promise<boolean>,
): Promise<ChangesPage> {
  const after = since === undefined ? START : decodeCursor(since, meta.epoch);
  // Below the pruned position, deletes the client never saw are gone: it must copy afresh.
  if (after === null || (since !== undefined && comparePositions(after, meta.pruned) < 0)) throw resync();
  // Past every position this database has handed out (a cursor kept from before the database was
  // restored from an older backup), the client holds rows this database no longer has, and would
  // wait for changes that came before its cursor: it must copy afresh too. Asked only when nothing
  // follows the cursor: an entry after it was handed out, so the cursor is not past them all.
  if (since !== undefined && entries.length === 0 && (await pastIssued(after))) throw resync();
  const more = entries.length > limit;
  // A full copy starts from nothing: tombstones of items the client never had are left out.
  const page = entries.slice(0, limit).filter((e) => isEntity(e.entity) && (since !== undefined || e.op === 'upsert'));
  const ids: Partial<Record<ChangeEntity, string[]>> = {};
  for (const e of page) if (e.op === 'upsert' && isEntity(e.entity)) (ids[e.entity] ??= []).push(e.id);
  const rows = await rowsOf(ids);
  const changes = page.map((e): Change => {
    const entity = e.entity as ChangeEntity;
    const row = e.op === 'upsert' ? rows.get(`${entity}:${e.id}`) : undefined;
    // An upsert whose row is gone within the same snapshot cannot happen through the triggers;
    // should it, the client is told the item is gone rather than handed nothing.
    return row ? { entity, id: e.id, op: 'upsert', row } : { entity, id: e.id, op: 'delete' };
  });
  const last = entries[Math.min(limit, entries.length) - 1];
  return { changes, cursor: encodeCursor(meta.epoch, last ?? after), more };
}
