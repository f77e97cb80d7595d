import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { parseCsv } from '@app/core';
import type { Clock } from '../lib/clock';
import { newId, sha256 } from '../lib/random';
import type { Db } from './client';
import { stations } from './schema';
import { inTransaction } from './transaction';

export interface CatalogueRow {
  callLetters: string;
  affiliate: string;
  market: string;
  state: string;
  city: string;
  showName: string;
  link: string;
}

export function readCatalogue(file: string): CatalogueRow[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  if (!header) return [];
  const col = (name: string) => header.indexOf(name);
  const idx = {
    callLetters: col('callLetters'),
    affiliate: col('affiliate'),
    market: col('market'),
    state: col('state'),
    city: col('city'),
    showName: col('showName'),
    link: col('link'),
  };
  return rows.map((r) => ({
    callLetters: r[idx.callLetters] ?? '',
    affiliate: r[idx.affiliate] ?? '',
    market: r[idx.market] ?? '',
    state: r[idx.state] ?? '',
    city: r[idx.city] ?? '',
    showName: r[idx.showName] ?? '',
    link: r[idx.link] ?? '',
  }));
}

/**
 * Illustrative demo pricing, derived from the call sign so every seed gives the same catalogue:
 * about 15 % of stations have no rate ('TBD'); the rest $500 to $4,950 in $50 steps.
 * A handful (about 2 %) start hidden so the hide/show workflow has real data.
 */
export function demoTerms(callLetters: string): { rate: number | null; isHidden: boolean } {
  const h = parseInt(sha256(`demo-rate:${callLetters}`).slice(0, 8), 16);
  const rate = h % 100 < 15 ? null : 500 + ((h >>> 8) % 90) * 50;
  const isHidden = (h >>> 16) % 100 < 2;
  return { rate, isHidden };
}

/** Inserts every catalogue station that is not there yet (by call letters); returns how many were added. */
export async function seedStations(db: Db, clock: Clock, file: string): Promise<number> {
  const now = clock.now().toISOString();
  const rows = readCatalogue(file).map((r) => ({
    id: newId(),
    callLetters: r.callLetters,
    affiliate: r.affiliate,
    market: r.market,
    state: r.state || null,
    city: r.city || null,
    showName: r.showName || null,
    link: r.link || null,
    ...demoTerms(r.callLetters),
    createdAt: now,
    updatedAt: now,
  }));
  let added = 0;
  await inTransaction(db, async (tx) => {
    for (const row of rows) {
      added += (await tx.insert(stations).values(row).onConflictDoNothing({ target: stations.callLetters }).returning({ id: stations.id })).length;
    }
  });
  return added;
}

export async function stationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stations);
  return row?.n ?? 0;
}
