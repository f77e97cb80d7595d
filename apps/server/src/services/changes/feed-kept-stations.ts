import { asc, sql } from 'drizzle-orm';
import type { AdminStation, ChangeRow } from '@app/core';
import type { Db } from '../../db/client';
import { readChangeEntries, readFeedMeta, type ChangeEntry, type ChangeFeedMeta, type ChangePosition } from '../../db/change-log';
import { readDataVersion } from '../../db/data-version';
import { stationBlackouts, stations } from '../../db/schema';
import { selectNamed } from '../../db/named-statement';
import { inIdList } from '../../db/sql';
import { isSqlite, type Tx } from '../../db/transaction';
import { adminStationJson, type StationRow } from '../stations/station-json';
import { keptStations, stationsInSnapshot, type VersionStations } from '../stations/stations-of-version';
import { stationChangeRow } from './load-change-rows';

/**
 * The change feed's page (GET /api/admin/changes) with its stations kept per data version, and on
 * PostgreSQL fewer round trips (issue 34: PostgreSQL at least as fast as SQLite there).
 *
 * Why: the feed's first page, a full copy from nothing, is 1,000 stations (the catalogue is older
 * than any order). The plain path read it in its REPEATABLE READ snapshot as BEGIN, the feed's
 * meta, the log entries, the stations' blackouts, the 1,000 stations, COMMIT: six round trips, and
 * the stations parsed from the wire and made into JSON again on every call, where SQLite reads
 * them in process. On this 2-core machine PostgreSQL's own CPU competes with the server's.
 *
 * How, inside the same snapshot (list-changes.ts):
 * - on PostgreSQL one statement reads the meta, the entries after the cursor, the stations' data version
 *   (db/data-version.ts: the row the stations' triggers move on every write, in the writer's
 *   transaction) and the blackouts of the page's stations (blackouts do not move that version),
 *   the meta's row first, then one row per entry, so the meta and the blackouts travel once;
 *   its text is the same for every page, prepared once per connection (db/named-statement.ts);
 * - the stations' admin JSON is the one kept for that data version
 *   (services/stations/stations-of-version.ts), read whole in a snapshot that saw that very
 *   version: in a snapshot that sees version V, the stations are exactly those of V (writers take
 *   their numbers one after the other, in commit order), so the kept JSON is the snapshot's own
 *   and a row is never newer nor older than the position the page's cursor names. A snapshot that sees a version
 *   not kept reads the stations again, in it, and keeps them for its version,
 *   unless its page names few stations (FEWEST_KEPT: an incremental page after a station edit),
 *   which it then reads on their own, as before.
 * Other entities are read as before. SQLite reads the meta, the entries, the version and the
 * blackouts each on its own (in process: no round trips to save) and takes its stations from the
 * same kept ones: a full copy's page made 1,000 stations into JSON again on every call there too
 * (13,870 µs of CPU a page under ten clients at a million orders, idle run of the sixth pass).
 *
 * Measured at 5,000 stations and 1,000,000 orders (the bench's bulk seed), GET
 * /api/admin/changes?limit=1000 on built servers, old and new interleaved on the same databases,
 * one client, 75 requests each, on a machine loaded by other work (load average 5 to 8 on two
 * cores, so the ratios hold, not the times): PostgreSQL p50 25.2 ms before, 11.6 after (SQLite in
 * the same run 23.4 and 20.4, its path unchanged); statements 6 before, 3 after. listChanges
 * called in process, 90 calls each interleaved: p50 15.1 ms before, 6.4 after. Memory: the
 * stations' admin JSON, about 5,000 small objects, once per server, shared with the admin views.
 */

export interface FeedStart {
  meta: ChangeFeedMeta;
  entries: ChangeEntry[];
  /** The current rows of these stations (with their blackouts), by id; a station not found is absent. */
  stationRows: (ids: string[]) => Promise<Map<string, ChangeRow>>;
  /** These stations' table rows as the snapshot sees them, by id, for the orders' station summaries. */
  orderStations: (ids: string[]) => Promise<ReadonlyMap<string, StationRow>>;
}

/** The first row is the meta's (part 0, no entry), then one row per entry (part 1, no meta). */
interface StartRow {
  part: number;
  epoch: string;
  pruned_xid: string;
  pruned_seq: string;
  version: number | string | null;
  blackouts: { station: string; from: string; to: string; note: string | null }[] | null;
  entity: string;
  id: string;
  op: 'upsert' | 'delete';
  /** xid8 and bigint: node-postgres gives them as decimal strings. */
  x: string;
  s: string;
}

/** A page naming fewer stations than this, of a version not kept, reads them on their own (and keeps nothing). */
const FEWEST_KEPT = 100;

/** The first statement's text is the same for every page: prepared once per connection (db/named-statement.ts), not planned again each time. */
const startStatement = (after: ChangePosition, limit: number) =>
  sql`with "e" as (
        select entity, id, op, xid, seq from change_log
        where xid < pg_snapshot_xmin(pg_current_snapshot()) and (xid, seq) > (${after.xid}::xid8, ${after.seq}::bigint)
        order by xid, seq limit ${limit})
      select 0 as "part", "m"."epoch", "m"."pruned_xid"::text as "pruned_xid", "m"."pruned_seq"::text as "pruned_seq",
        (select version from data_versions where name = 'stations') as "version",
        (select json_agg(json_build_object('station', b.station_id, 'from', b.from_date, 'to', b.to_date, 'note', b.note) order by b.from_date, b.id)
          from station_blackouts b where b.station_id in (select id from "e" where entity = 'station' and op = 'upsert')) as "blackouts",
        null as "entity", null as "id", null as "op", null::xid8 as "x", null::bigint as "s"
      from change_feed_meta "m" where "m"."one" = 1
      union all
      select 1, null, null, null, null, null, entity, id, op, xid, seq from "e"
      order by "part", "x", "s"`;

/** These stations' rows, read now in `tx`, by id. */
async function stationsById(tx: Tx, ids: string[]): Promise<Map<string, StationRow>> {
  const rows = await tx
    .select()
    .from(stations)
    .where(inIdList(tx, stations.id, ids));
  return new Map(rows.map((s) => [s.id, s]));
}

/**
 * The stations kept for `version` (the one `tx` sees), read in `tx` and kept when `ids` are many;
 * undefined when they are few and not kept (an incremental page after a station edit): reading
 * all of them again would cost a full copy's page for one row.
 */
const keptFor = (db: Db, tx: Tx, version: number, ids: string[]): Promise<VersionStations> | undefined =>
  keptStations(db, version) ?? (ids.length >= FEWEST_KEPT ? stationsInSnapshot(db, tx, version) : undefined);

type Blackouts = Map<string, { from: string; to: string; note: string | null }[]>;

/**
 * The page's stations as the feed carries them, from the stations kept for `version` (the one
 * `tx` sees), with their blackouts (keptFor: a few of a version not kept are read on their own).
 */
function stationRowsOf(db: Db, tx: Tx, version: number, blackouts: Blackouts): FeedStart['stationRows'] {
  return async (ids) => {
    const kept = keptFor(db, tx, version, ids);
    const json: ReadonlyMap<string, AdminStation> = kept
      ? (await kept).admin
      : new Map([...(await stationsById(tx, ids))].map(([id, s]) => [id, adminStationJson(s)]));
    const found = new Map<string, ChangeRow>();
    for (const id of ids) {
      const station = json.get(id);
      if (station) found.set(id, stationChangeRow(station, blackouts.get(id) ?? []));
    }
    return found;
  };
}

/**
 * The stations of a page's orders, from the same kept rows, instead of a join in the orders'
 * read: with the join the ORM built a station's whole row again for every order, as the request
 * list did before services/stations/kept-station-rows.ts. A page of 1,000 orders (a full copy
 * past the catalogue, which the console's first sync reads about a thousand of at a million
 * orders), listChanges called in process and its answer serialized, 50 calls, three rounds each,
 * old and new on the same databases: SQLite 15.8 to 18.0 ms a page with the join, 9.6 to 12.5
 * without; PostgreSQL 21.4 to 23.5 and 15.1 to 16.7.
 */
function orderStationsOf(db: Db, tx: Tx, version: number): FeedStart['orderStations'] {
  return async (ids) => {
    const kept = keptFor(db, tx, version, ids);
    return kept ? (await kept).rows : await stationsById(tx, ids);
  };
}

/** Blackout rows grouped by station, in the order they come (start date, then id). */
function byStation(rows: Iterable<{ station: string; from: string; to: string; note: string | null }>): Blackouts {
  const blackouts: Blackouts = new Map();
  for (const { station, from, to, note } of rows) {
    const list = blackouts.get(station);
    if (list) list.push({ from, to, note });
    else blackouts.set(station, [{ from, to, note }]);
  }
  return blackouts;
}

/**
 * The meta and the first `limit` servable entries after `after` (as readFeedMeta and
 * readChangeEntries read them), with the stations' version and the page's stations' blackouts,
 * and its stations from those kept for that version. Run in the feed's snapshot (`tx`); `db` is
 * the handle the stations are kept for. PostgreSQL: in one statement. SQLite: each read on its
 * own, in process (no round trips to save; the stations kept spare reading and making 1,000 of
 * them into JSON for every full copy's page).
 */
export async function readFeedStart(db: Db, tx: Tx, { after, limit }: { after: ChangePosition; limit: number }): Promise<FeedStart> {
  if (isSqlite(tx)) {
    const entries = await readChangeEntries(tx, { after, limit });
    const ids = entries.filter((e) => e.entity === 'station' && e.op === 'upsert').map((e) => e.id);
    const blackouts = ids.length
      ? await tx
          .select({ station: stationBlackouts.stationId, from: stationBlackouts.fromDate, to: stationBlackouts.toDate, note: stationBlackouts.note })
          .from(stationBlackouts)
          .where(inIdList(tx, stationBlackouts.stationId, ids))
          .orderBy(asc(stationBlackouts.fromDate), asc(stationBlackouts.id))
      : [];
    const version = await readDataVersion(tx, 'stations');
    return {
      meta: await readFeedMeta(tx),
      entries,
      stationRows: stationRowsOf(db, tx, version, byStation(blackouts)),
      orderStations: orderStationsOf(db, tx, version),
    };
  }
  const rows = await selectNamed<StartRow>(tx, startStatement(after, limit));
  const first = rows[0];
  if (first?.part !== 0) throw new Error('change_feed_meta has no row: were the migrations applied?');
  const entries: ChangeEntry[] = [];
  for (let i = 1; i < rows.length; i++) {
    const r = rows[i]!;
    entries.push({ entity: r.entity, id: r.id, op: r.op, xid: String(r.x), seq: String(r.s) });
  }
  return {
    meta: { epoch: first.epoch, pruned: { xid: first.pruned_xid, seq: first.pruned_seq } },
    entries,
    stationRows: stationRowsOf(db, tx, Number(first.version ?? 0), byStation(first.blackouts ?? [])),
    orderStations: orderStationsOf(db, tx, Number(first.version ?? 0)),
  };
}
