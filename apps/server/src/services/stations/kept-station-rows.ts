import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readDataVersion } from '../../db/data-version';
import { stations } from '../../db/schema';
import type { StationRow } from './station-json';
import { stationsNow } from './stations-of-version';

/**
 * The stations of an admin request list's page taken from the station rows kept per data version
 * of the stations, instead of a join in the page's query (issue 34).
 *
 * Why: at 1,000,000 orders and 5,000 stations, the page of 500 orders walks
 * orders_created_at_idx (512 buffers) and then looks up some 480 distinct stations in
 * stations_pkey, one index probe each (1,428 buffers). Timed from a node-postgres client on the
 * same loaded machine (load average 10 to 13), 60 to 80 runs of each interleaved: the page with
 * the join p50 12.6 / 22.4 / 34.0 ms in three runs, the same page without it 5.6 / 10.9 / 15.7 ms;
 * reading those stations in a second statement (`id = any($1)`, a scan of the 5,000) instead
 * saved about a quarter, not half.
 *
 * SQLite looks the stations up in process, for microseconds, but with the join the ORM built a
 * station's whole row again for every order of the page: at 1,000,000 orders, a page of 500 took
 * 9,100 µs of CPU a request under ten clients with the join, 8,400 without it (the built server's
 * CPU profile, one run each; 14,500 and 12,400 with the V8 flags of scripts/server-node-flags.mjs).
 *
 * How, on both databases:
 * - the stations' data version (db/data-version.ts's readDataVersion: the row the stations'
 *   triggers move on every insert, update and delete, by any server) is read beside the page;
 * - the rows are those kept for that version (stations-of-version.ts), read again, all of them,
 *   once it moves; a station the page names but the kept rows lack (made after the version was
 *   read) is read on its own;
 * - an order whose station was deleted has no station id (ON DELETE SET NULL), as with the join.
 * A caller's own station write is always seen: it committed before the version is read. The rows
 * are those of `select * from stations`, so the JSON is the same as with the join.
 *
 * Built server at 1,000,000 orders, old and new on the same PostgreSQL database, interleaved, one
 * client, 120 requests each, machine loaded by other work (so only the ratios mean anything): p50
 * with db/list-counters.ts alone, then with this too, first page 58.9 / 45.3 ms (64.8 before
 * either), ?status=pending 75.3 / 49.2 (79.7), ?overdue=true 66.9 / 45.1 (94.3),
 * ?sort=oldest&offset=500 88.9 / 62.9 (81.6), ?limit=100 20.0 / 20.1 (32.9); bodies and count
 * headers byte-identical. A second run, both databases' servers interleaved (SQLite on a copy of
 * the same seed), the five lists in that order, p50 ms: PostgreSQL before 37.3 / 33.8 / 28.6 /
 * 37.0 / 13.3, after both changes 25.5 / 19.0 / 17.1 / 24.4 / 9.0; SQLite 19.0 / 20.2 / 21.3 /
 * 23.4 / 6.4 before, 21.0 / 21.3 / 20.0 / 27.3 / 6.4 after.
 */

/** The page's rows with the rows kept for the stations' version. `page` is the page's query, run here. */
export async function withPageStations<R extends { order: { stationId: string | null } }>(
  db: Db,
  page: PromiseLike<R[]>,
): Promise<(R & { station: StationRow | null })[]> {
  const [rows, version] = await Promise.all([page, readDataVersion(db, 'stations')]);
  const ids = [...new Set(rows.flatMap((r) => (r.order.stationId ? [r.order.stationId] : [])))];
  if (ids.length === 0) return rows.map((r) => ({ ...r, station: null }));
  const kept = (await stationsNow(db, version)).rows;
  const missing = ids.filter((id) => !kept.has(id));
  const fresh = missing.length ? new Map((await db.select().from(stations).where(inArray(stations.id, missing))).map((s) => [s.id, s])) : undefined;
  return rows.map((r) => {
    const id = r.order.stationId;
    return { ...r, station: id ? (kept.get(id) ?? fresh?.get(id) ?? null) : null };
  });
}
