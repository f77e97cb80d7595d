import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type TestPostgres } from '../test/postgres';
import { openDatabase, type Db } from './client';
import { runMigrations } from './migrate';
import { topAgencyCounts, topMarketCounts } from './order-counts';
import { orderCounts, stations } from './schema';

// Ties in the top markets and agencies are broken by name in code-point order on both databases,
// as the console's replica breaks them: a PostgreSQL set up with a language's collation (en-US
// here) would otherwise put "acme" before "Bravo", where SQLite and the console put "Bravo" first.

let postgres: TestPostgres;
let sqlite: Db;

beforeAll(async () => {
  postgres = await freshPostgresDatabase({ icuLocale: 'en-US' });
  sqlite = openDatabase(':memory:');
  runMigrations(sqlite);
});

afterAll(async () => {
  sqlite?.$client.close();
  await postgres?.drop();
});

const station = (id: string, market: string) => ({
  id,
  callLetters: id.toUpperCase(),
  affiliate: 'ABC',
  market,
  state: 'TX',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
});

describe.each(['sqlite', 'postgres (en-US collation)'])('top markets and agencies on %s', (name) => {
  const db = () => (name === 'sqlite' ? sqlite : (postgres.db as unknown as Db));

  it('break ties by name in code-point order: capitals first, as the console does', async () => {
    await db()
      .insert(stations)
      .values([station('s1', 'abilene'), station('s2', 'Boston'), station('s3', 'Austin')]);
    await db()
      .insert(orderCounts)
      .values([
        ...['acme', 'Bravo', 'Alpha'].map((key) => ({ kind: 'agency' as const, key, n: 2 })),
        ...['s1', 's2', 's3'].map((key) => ({ kind: 'station' as const, key, n: 3 })),
      ]);
    expect((await topAgencyCounts(db(), 5)).map((r) => r.key)).toEqual(['Alpha', 'Bravo', 'acme']);
    expect((await topMarketCounts(db(), 5)).map((r) => r.key)).toEqual(['Austin', 'Boston', 'abilene']);
  });
});
