import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { searchStations, type PublicStation, type StationSearchInput } from '@app/core';
import type { Db } from '../../db/client';
import { dataVersion } from '../../db/data-version';
import { stations } from '../../db/schema';

/** A public search: the shared matcher's input plus a page of it. */
export interface StationQuery extends StationSearchInput {
  /** At most this many stations (all when absent). */
  limit?: number | undefined;
  /** Stations skipped before the page starts. */
  offset?: number | undefined;
}

/** A serialized answer, kept until the catalogue changes. */
export interface CachedList {
  /** UTF-8 JSON, encoded once: sending a string re-encodes it on every response. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The headers of a 200 with this body, made once with it: the answer is sent without building any. */
  headers: Readonly<Record<string, string>>;
  /** Stations matching the search before paging (the X-Total-Count header). */
  count: number;
  /** The name a misspelt search was read as. */
  corrected?: string | undefined;
  /** Labels of the readings of an ambiguous search. */
  ambiguous?: string[] | undefined;
  gzip(): Buffer;
}

/** The public columns: contact fields are operator data and never leave through here. */
export const publicStationColumns = {
  id: stations.id,
  callLetters: stations.callLetters,
  affiliate: stations.affiliate,
  market: stations.market,
  state: stations.state,
  city: stations.city,
  showName: stations.showName,
  link: stations.link,
  rate: stations.rate,
  isHidden: stations.isHidden,
};

const utf8 = new TextEncoder();

export interface CreateStationCatalogueOptions {
  db: Db;
}

/**
 * The public catalogue, held in memory and served pre-serialized. It is reloaded when the
 * stations' data version (bumped by SQL triggers on any write) changes, so a search costs at most
 * one indexed read of a single row (db/data-version.ts says when) plus a map lookup.
 */
export function createStationCatalogue({ db }: CreateStationCatalogueOptions) {
  let loaded = -1;
  let visible: PublicStation[] = [];
  let byId = new Map<string, PublicStation>();
  const lists = new Map<string, CachedList>();

  // Concurrent requests that find the version moved share one reload.
  let reloading: Promise<void> | undefined;
  const reload = async (v: number) => {
    const rows = await db
      .select(publicStationColumns)
      .from(stations)
      .where(eq(stations.isHidden, false))
      .orderBy(asc(stations.market), asc(stations.callLetters));
    if (v !== loaded) {
      visible = rows as PublicStation[];
      byId = new Map(visible.map((s) => [s.id, s]));
      lists.clear();
      loaded = v;
    }
  };

  const stationsVersion = dataVersion(db, 'stations');
  async function fresh(): Promise<number> {
    const v = await stationsVersion.read();
    if (v !== loaded) {
      reloading ??= reload(v).finally(() => {
        reloading = undefined;
      });
      await reloading;
    }
    return v;
  }

  return {
    /** Stations were written through this server: the next read checks the version at once. */
    changed: () => stationsVersion.changed(),
    /** Visible stations matching the query, serialized once per catalogue version. */
    async list(query: StationQuery): Promise<CachedList> {
      const version = await fresh();
      const key = JSON.stringify([
        query.state ?? null,
        query.market ?? null,
        query.q ?? null,
        query.affiliate ?? null,
        query.maxRate ?? null,
        query.sort ?? null,
        query.limit ?? null,
        query.offset ?? null,
      ]).toLowerCase();
      let hit = lists.get(key);
      if (!hit) {
        const answer = searchStations(visible, query);
        const from = query.offset ?? 0;
        const rows = answer.stations.slice(from, query.limit === undefined ? undefined : from + query.limit);
        const body = utf8.encode(JSON.stringify(rows));
        const etag = `W/"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
        let gz: Buffer | undefined;
        const ambiguous = answer.ambiguous?.map((r) => r.label);
        const headers = Object.freeze({
          'Content-Type': 'application/json; charset=UTF-8',
          ETag: etag,
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
          'X-Total-Count': String(answer.stations.length),
          ...(answer.corrected ? { 'X-Search-Corrected': answer.corrected } : {}),
          ...(ambiguous ? { 'X-Search-Ambiguous': ambiguous.join('|') } : {}),
        });
        hit = { body, etag, headers, count: answer.stations.length, corrected: answer.corrected, ambiguous, gzip: () => (gz ??= gzipSync(body)) };
        if (lists.size >= 1000) lists.clear(); // bounded: queries are user-chosen
        lists.set(key, hit);
      }
      return hit;
    },
    /** A visible station by id, or undefined (hidden and unknown look the same). */
    async get(id: string): Promise<PublicStation | undefined> {
      await fresh();
      return byId.get(id);
    },
    async visible(): Promise<readonly PublicStation[]> {
      await fresh();
      return visible;
    },
  };
}

export type StationCatalogue = ReturnType<typeof createStationCatalogue>;
