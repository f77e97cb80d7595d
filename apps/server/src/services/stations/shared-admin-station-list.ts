import { adminStationsPage, adminStationSummaryOf, type AdminStation, type AdminStationListQuery, type AdminStationSummaryCounts } from '@app/core';
import type { Db } from '../../db/client';
import { readDataVersion } from '../../db/data-version';
import { stationsNow, type VersionStations } from './stations-of-version';

/**
 * GET /api/admin/stations answered from the stations read once per data version of the stations
 * table, searched, filtered and sorted by core's rule (admin-station-list.ts, the rule the console
 * answers from its replica), and shared (issue 34), on the pattern of
 * services/analytics/shared-analytics.ts.
 *
 * Why, the whole list (no `limit`): at 5,000 stations the answer is 2.3 MB of JSON, and each
 * request cost about 52 ms of CPU (p50 52 / p99 113 ms for one client on SQLite, 151 / 201 ms on
 * PostgreSQL; p99 2.2 s under ten clients): about three quarters reading and mapping the rows, a
 * quarter JSON.stringify, all redone for every request. Kept as bytes (2026-11-26, built server,
 * 5,000 stations, shared 2-core machine at load 8): one client p50 79-136 -> 5-8 ms on SQLite,
 * 157-219 -> 6 ms on PostgreSQL; ten clients 7-10 -> 100-200 answers a second; resident peak under
 * ten clients 351-376 -> 292-318 MB (SQLite), 396-432 -> 234 MB (PostgreSQL).
 *
 * Why, a page (`limit`, the stations table's): read in SQL, each page filtered, sorted and counted
 * all 5,000 stations again: 14 / 17 ms p50 / p99 for one client on SQLite (10 ms of the server's
 * CPU a page, the sort running in process) and 18 / 21 on PostgreSQL (its sort and count), idle
 * run at a million orders (docs/benchmarks.md, fifth pass). Sorted once per version and query, a
 * page is a slice of the kept order and the JSON of its 50 rows (measured in the sixth pass).
 *
 * How:
 * - every call first reads the stations' data version (db/data-version.ts's readDataVersion: one
 *   indexed read of the row the stations' triggers move on every insert, update and delete, by
 *   this server, another one on the same PostgreSQL, or the CLI on the SQLite file); the list's
 *   rows carry only the stations' own columns, so nothing else can change an answer;
 * - the stations are those kept for that version (stations-of-version.ts's stationsNow: every
 *   station's admin JSON object, read in one snapshot, never older than the version the caller
 *   read, so never older than its last write, and never a row of a transaction still open);
 * - per search, filter and sort (at most KEPT_ANSWERS of one version, the oldest dropped first) the
 *   matching stations are kept in their order (references to the kept objects), and for the whole
 *   list its JSON bytes, made on the first call that asks for them;
 * - a page is `limit` stations from `offset` of that order; X-Total-Count the number of matches;
 * - the summary (the table's heading and network filter) is counted once per version too.
 * Answers are exactly what `JSON.stringify` of a fresh read by the rule gives (the test checks).
 */
export interface SharedAdminStationList {
  /** Every station matching `query` (its `limit` and `offset` ignored): the JSON bytes and the count. */
  unpaged(query: AdminStationListQuery): Promise<UnpagedAdminStations>;
  /** The page `query` asks for (from `offset`, at most `limit` stations; all from `offset` with no `limit`) and the count of matches. */
  page(query: AdminStationListQuery): Promise<{ items: AdminStation[]; total: number }>;
  /** GET /api/admin/stations/summary: how many stations there are and each network's count (core's adminStationSummaryOf). */
  summary(): Promise<AdminStationSummaryCounts>;
}

export interface UnpagedAdminStations {
  /** UTF-8 JSON of the stations array, as `c.json` would send it; never modified. */
  body: Uint8Array<ArrayBuffer>;
  total: number;
}

export interface SharedAdminStationListOptions {
  db: Db;
  /** Where the stations come from (tests count its reads). */
  stations?: typeof stationsNow;
}

/** Searches kept for one version: the default list and a few others. */
export const KEPT_ANSWERS = 4;

const utf8 = new TextEncoder();

/** One search, filter and sort of one version: the matches in order, and their JSON once asked for. */
interface Answer {
  matches: AdminStation[];
  body?: Uint8Array<ArrayBuffer>;
}

/** What is kept for one version's stations. */
interface Kept {
  stations: VersionStations;
  all: AdminStation[];
  answers: Map<string, Answer>;
  summary?: AdminStationSummaryCounts;
}

export function createSharedAdminStationList({ db, stations = stationsNow }: SharedAdminStationListOptions): SharedAdminStationList {
  let kept: Kept | undefined;

  const keptNow = async (): Promise<Kept> => {
    const now = await stations(db, await readDataVersion(db, 'stations'));
    // Other stations (a newer version, or an older one after a restore): nothing kept holds.
    if (kept?.stations !== now) kept = { stations: now, all: [...now.admin.values()], answers: new Map() };
    return kept;
  };

  const answerOf = async (query: AdminStationListQuery): Promise<Answer> => {
    const { all, answers } = await keptNow();
    const key = JSON.stringify([query.q ?? null, query.affiliate ?? null, query.visibility ?? null, query.sort ?? null]);
    let answer = answers.get(key);
    if (!answer) {
      if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
      const { q, affiliate, visibility, sort } = query;
      answer = { matches: adminStationsPage(all, { q, affiliate, visibility, sort }).items };
      answers.set(key, answer);
    }
    return answer;
  };

  return {
    async unpaged(query) {
      const answer = await answerOf(query);
      answer.body ??= utf8.encode(JSON.stringify(answer.matches));
      return { body: answer.body, total: answer.matches.length };
    },
    async page(query) {
      const { matches } = await answerOf(query);
      const offset = query.offset ?? 0;
      const end = query.limit === undefined ? matches.length : offset + query.limit;
      return { items: matches.slice(offset, end), total: matches.length };
    },
    async summary() {
      const now = await keptNow();
      return (now.summary ??= adminStationSummaryOf(now.all));
    },
  };
}
