import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { expandSearchTerm, resolveState, type PublicStation } from '@app/core';
import type { Db } from '../db/client';
import { stations } from '../db/schema';

export interface StationQuery {
  state?: string | undefined;
  market?: string | undefined;
  q?: string | undefined;
}

/** A serialized answer, kept until the catalogue changes. */
export interface CachedList {
  /** UTF-8 JSON, encoded once: sending a string re-encodes it on every response. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  count: number;
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

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Does every word of the query appear in one of the station's searchable fields? */
function matchesText(s: PublicStation, stateName: string, words: string[]): boolean {
  const hay = [s.callLetters, s.market, s.affiliate, s.showName ?? '', s.city ?? '', s.state ?? '', stateName].map((f) =>
    f.toLowerCase(),
  );
  return words.every((w) => hay.some((f) => (w.length <= 2 ? f === w || f.split(/[\s,-]+/).includes(w) : f.includes(w))));
}

/** Filters visible stations; exported for the chat assistant and tests. */
export function filterStations(list: readonly PublicStation[], query: StationQuery): PublicStation[] {
  let out = list as PublicStation[];
  if (query.state !== undefined) {
    const st = resolveState(query.state);
    out = st ? out.filter((s) => s.state === st.code) : [];
  }
  if (query.market !== undefined) {
    const m = norm(query.market);
    out = m ? out.filter((s) => s.market.toLowerCase().includes(m)) : out;
  }
  if (query.q !== undefined) {
    const q = norm(query.q);
    if (!q) return out;
    const state = resolveState(q);
    if (state) return out.filter((s) => s.state === state.code);
    const stateNames = new Map<string, string>();
    const nameOf = (code: string | null) => {
      if (!code) return '';
      let n = stateNames.get(code);
      if (n === undefined) stateNames.set(code, (n = resolveState(code)?.name ?? ''));
      return n;
    };
    const words = q.split(/[\s,]+/).filter(Boolean);
    const direct = out.filter((s) => matchesText(s, nameOf(s.state), words));
    if (direct.length) return direct;
    // A major city with no station of its own: offer the stations of its state.
    const expanded = expandSearchTerm(q);
    if (expanded.city && expanded.state) return out.filter((s) => s.state === expanded.state?.code);
    return [];
  }
  return out;
}

/**
 * The public catalogue, held in memory and served pre-serialized. It is reloaded when the
 * stations' data version (bumped by SQL triggers on any write) changes, so a search costs one
 * indexed read of a single row plus a map lookup.
 */
export function createStationCatalogue(db: Db) {
  const versionStmt = db.$client.prepare<[], number>("select version from data_versions where name = 'stations'").pluck();
  const loadVisible = db
    .select(publicStationColumns)
    .from(stations)
    .where(eq(stations.isHidden, false))
    .orderBy(asc(stations.market), asc(stations.callLetters))
    .prepare();
  let loaded = -1;
  let visible: PublicStation[] = [];
  let byId = new Map<string, PublicStation>();
  const lists = new Map<string, CachedList>();

  function fresh(): number {
    const v = versionStmt.get() ?? 0;
    if (v !== loaded) {
      visible = loadVisible.all() as PublicStation[];
      byId = new Map(visible.map((s) => [s.id, s]));
      lists.clear();
      loaded = v;
    }
    return v;
  }

  return {
    /** Visible stations matching the query, serialized once per catalogue version. */
    list(query: StationQuery): CachedList {
      const version = fresh();
      const key = JSON.stringify([query.state ?? null, query.market ?? null, query.q ?? null]).toLowerCase();
      let hit = lists.get(key);
      if (!hit) {
        const rows = filterStations(visible, query);
        const body = utf8.encode(JSON.stringify(rows));
        const etag = `W/"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
        let gz: Buffer | undefined;
        hit = { body, etag, count: rows.length, gzip: () => (gz ??= gzipSync(body)) };
        if (lists.size >= 1000) lists.clear(); // bounded: queries are user-chosen
        lists.set(key, hit);
      }
      return hit;
    },
    /** A visible station by id, or undefined (hidden and unknown look the same). */
    get(id: string): PublicStation | undefined {
      fresh();
      return byId.get(id);
    },
    visible(): readonly PublicStation[] {
      fresh();
      return visible;
    },
  };
}

export type StationCatalogue = ReturnType<typeof createStationCatalogue>;
