import type { AdminStation } from '@app/core';
import type { Db } from '../../db/client';
import { readDataVersion } from '../../db/data-version';
import { stations } from '../../db/schema';
import { inSnapshot, type Tx } from '../../db/transaction';
import { adminStationJson, type StationRow } from './station-json';

/**
 * Every station as one data version of the stations table holds them, read once and kept per
 * database handle (issue 34): what the admin views read again and again at 5,000 stations, while
 * the stations change a few times a day. One copy serves them all:
 * - the admin stations list, its pages and summary (shared-admin-station-list.ts);
 * - the change feed's stations, and the stations of its orders (services/changes/feed-kept-stations.ts);
 * - the stations of a request list's page (kept-station-rows.ts).
 * Each of those modules says what it saves.
 *
 * Why a version names the stations exactly: the stations' triggers move their row of
 * data_versions in the writer's transaction (db/data-version.ts); on PostgreSQL the row's lock
 * makes writers take their numbers one after the other in commit order, on SQLite the group
 * commit runs them one after the other. So any snapshot whose read of the version gives V sees
 * exactly the stations of V, and stations read in such a snapshot are kept under V for every
 * caller of V, a change feed's page included (whose rows must be never newer nor older than the
 * position its cursor names). Nothing is kept under a version read outside the snapshot the
 * stations came from.
 *
 * Callers of one version share the read in flight; a failed read is not kept. Only the newest
 * version read is kept (after a restore, an older number is simply another version).
 */
export interface VersionStations {
  /** The stations' data version these are. */
  version: number;
  /** Every station's row, by id. */
  rows: ReadonlyMap<string, StationRow>;
  /** Every station as the admin endpoints give it (station-json.ts), by id, in the rows' order. */
  admin: ReadonlyMap<string, AdminStation>;
}

interface Kept {
  version: number;
  stations: Promise<VersionStations>;
}

const keptByDb = new WeakMap<object, Kept>();
/** A read by stationsNow whose version is not known until it runs, with the version its caller had read. */
const freshByDb = new WeakMap<object, { atLeast: number; stations: Promise<VersionStations> }>();

async function readAll(tx: Tx, version: number): Promise<VersionStations> {
  const all = await tx.select().from(stations);
  return {
    version,
    rows: new Map(all.map((s) => [s.id, s])),
    admin: new Map(all.map((s) => [s.id, adminStationJson(s)])),
  };
}

/** The stations kept for `version`, if they are (read or being read); otherwise undefined. */
export function keptStations(db: Db, version: number): Promise<VersionStations> | undefined {
  const kept = keptByDb.get(db);
  return kept?.version === version ? kept.stations : undefined;
}

/**
 * The stations of `version`, as `tx` sees them: `tx` is a snapshot whose read of the stations'
 * version gave `version`. Kept ones if any, else read in `tx` and kept. `db` is the handle they
 * are kept for (the one `tx` was opened on).
 */
export function stationsInSnapshot(db: Db, tx: Tx, version: number): Promise<VersionStations> {
  const kept = keptStations(db, version);
  if (kept) return kept;
  const read = readAll(tx, version);
  keptByDb.set(db, { version, stations: read });
  read.catch(() => keptByDb.get(db)?.stations === read && keptByDb.delete(db));
  return read;
}

/**
 * The stations now, never older than `version` (the stations' version the caller has just read,
 * after its own last write): those kept for `version`, else those of a snapshot of their own
 * opened now (which may be newer, and is kept under the version it reads). Concurrent callers
 * share that read when it was asked for with a version at least theirs.
 */
export function stationsNow(db: Db, version: number): Promise<VersionStations> {
  const kept = keptStations(db, version);
  if (kept) return kept;
  const fresh = freshByDb.get(db);
  if (fresh && fresh.atLeast >= version) return fresh.stations;
  const read = inSnapshot(db, async (tx) => stationsInSnapshot(db, tx, await readDataVersion(tx, 'stations')));
  freshByDb.set(db, { atLeast: version, stations: read });
  const done = () => freshByDb.get(db)?.stations === read && freshByDb.delete(db);
  read.then(done, done);
  return read;
}
