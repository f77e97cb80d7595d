import type { AdminStationListQuery } from '@app/core';
import type { Db } from '../../db/client';
import { readDataVersion } from '../../db/data-version';
import { inSnapshot } from '../../db/transaction';
import { listAdminStations } from './list-admin-stations';

/**
 * The unpaged admin stations list (GET /api/admin/stations without `limit`) read and serialized
 * once per data version of the stations, and shared (issue 34): a speed-up, kept apart from what
 * the list holds (list-admin-stations.ts), on the pattern of services/analytics/shared-analytics.ts.
 *
 * Why: at 5,000 stations the answer is 2.3 MB of JSON, and each request cost about 52 ms of CPU
 * (p50 52 / p99 113 ms for one client on SQLite, 151 / 201 ms on PostgreSQL; p99 2.2 s under ten
 * clients): in process, about three quarters reading and mapping the rows, a quarter
 * JSON.stringify, a few per cent UTF-8 encoding, all redone for every request. Kept as bytes, the
 * built server at 5,000 stations (1,000,000 orders on SQLite, 300,000 on PostgreSQL), before and
 * after back to back on a shared 2-core machine at load 8 (2026-11-26): one client p50 79-136 ->
 * 5-8 ms on SQLite, 157-219 -> 6 ms on PostgreSQL; ten clients 7-10 -> 100-200 answers a second;
 * the server's resident peak under ten clients 351-376 -> 292-318 MB (SQLite), 396-432 -> 234 MB
 * (PostgreSQL), as ten callers share one body instead of a string and a buffer each. What is left
 * per request is writing the 2.3 MB to the socket (writev: a third of a CPU profile). So:
 * - every call first reads the stations' data version (db/data-version.ts's readDataVersion: one
 *   indexed read of the row the stations' triggers move on every insert, update and delete, by
 *   this server, another one on the same PostgreSQL, or the CLI on the SQLite file); the list's
 *   rows carry only the stations' own columns, so nothing else can change an answer;
 * - an answer is reused while the version is the one it was started from; callers that read that
 *   version share the read in flight, whose rows are one snapshot taken after the version was
 *   read (so never older than a caller's last write);
 * - answers are kept per search, filter and sort (the default list and a few others, at most
 *   KEPT_ANSWERS, all of one version); pages (`limit`) are not kept: small, and read in SQL.
 * The body is exactly what `JSON.stringify` of the fresh list gives (the route's c.json did that).
 */
export interface SharedAdminStationList {
  /** Every station matching `query` (its `limit` and `offset` ignored): the JSON bytes and the count. */
  unpaged(query: AdminStationListQuery): Promise<UnpagedAdminStations>;
}

export interface UnpagedAdminStations {
  /** UTF-8 JSON of the stations array, as `c.json` would send it; never modified. */
  body: Uint8Array<ArrayBuffer>;
  total: number;
}

export interface SharedAdminStationListOptions {
  db: Db;
  /** What reads the stations (tests count its calls). */
  list?: typeof listAdminStations;
}

/** Answers kept for one version: the default list and a few searches (each up to 2.3 MB at 5,000 stations). */
export const KEPT_ANSWERS = 4;

const utf8 = new TextEncoder();

export function createSharedAdminStationList({ db, list = listAdminStations }: SharedAdminStationListOptions): SharedAdminStationList {
  // The answers of one version, by query; a promise while its read is in flight.
  let kept: { version: number; answers: Map<string, Promise<UnpagedAdminStations>> } = { version: -1, answers: new Map() };

  const read = async (query: AdminStationListQuery): Promise<UnpagedAdminStations> => {
    // One snapshot: on SQLite a turn of the group commit, so no row of a transaction still open
    // (which may roll back under the same version number) is kept.
    const { items, total } = await inSnapshot(db, (tx) =>
      list({ db: tx, query: { q: query.q, affiliate: query.affiliate, visibility: query.visibility, sort: query.sort } }),
    );
    return { body: utf8.encode(JSON.stringify(items)), total };
  };

  return {
    async unpaged(query) {
      const version = await readDataVersion(db, 'stations');
      // Another version (newer, or older after a restore): none of the kept answers holds.
      if (version !== kept.version) kept = { version, answers: new Map() };
      const { answers } = kept;
      const key = JSON.stringify([query.q ?? null, query.affiliate ?? null, query.visibility ?? null, query.sort ?? null]);
      let answer = answers.get(key);
      if (!answer) {
        if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
        const started = read(query);
        answer = started;
        answers.set(key, started);
        // A failed read is not kept: the next caller tries again.
        started.catch(() => {
          if (answers.get(key) === started) answers.delete(key);
        });
      }
      return answer;
    },
  };
}
