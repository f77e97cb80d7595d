import { eq } from 'drizzle-orm';
import { byMarket, searchStations, type PublicStation, type StationSearchInput } from '@app/core';
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

/** One page of a search, the same object for the same search until the catalogue changes. */
export interface StationPage {
  stations: PublicStation[];
  /** Stations matching the search before paging. */
  count: number;
  /** The name a misspelt search was read as. */
  corrected?: string | undefined;
  /** Labels of the readings of an ambiguous search. */
  ambiguous?: string[] | undefined;
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

export interface CreateStationCatalogueOptions {
  db: Db;
}

/**
 * The public catalogue, held in memory with each search's page kept until it changes (so the
 * route can keep the page's serialized answer: lib/cached-json-response.ts). It is reloaded when the
 * stations' data version (bumped by SQL triggers on any write) changes, so a search costs at most
 * one indexed read of a single row (db/data-version.ts says when) plus a map lookup.
 */
export function createStationCatalogue({ db }: CreateStationCatalogueOptions) {
  let loaded = -1;
  let visible: PublicStation[] = [];
  let byId = new Map<string, PublicStation>();
  const pages = new Map<string, StationPage>();

  // Concurrent requests that find the version moved share one reload.
  let reloading: Promise<void> | undefined;
  const reload = async (v: number) => {
    const rows = await db.select(publicStationColumns).from(stations).where(eq(stations.isHidden, false));
    if (v !== loaded) {
      // Sorted here, not by the database: PostgreSQL's collation would order 'abc' before 'Albany'
      // or after 'Yuma' depending on how the database was created.
      visible = rows.sort(byMarket);
      byId = new Map(visible.map((s) => [s.id, s]));
      pages.clear();
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
    /** Visible stations matching the query: one page, the same object until the catalogue changes. */
    async list(query: StationQuery): Promise<StationPage> {
      await fresh();
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
      let hit = pages.get(key);
      if (!hit) {
        const answer = searchStations(visible, query);
        const from = query.offset ?? 0;
        hit = {
          stations: answer.stations.slice(from, query.limit === undefined ? undefined : from + query.limit),
          count: answer.stations.length,
          corrected: answer.corrected,
          ambiguous: answer.ambiguous?.map((r) => r.label),
        };
        if (pages.size >= 1000) pages.clear(); // bounded: queries are user-chosen
        pages.set(key, hit);
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
