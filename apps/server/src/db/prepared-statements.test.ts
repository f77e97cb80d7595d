import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../lib/random';
import { freshTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test/databases';
import { insertRows } from './insert-rows';
import { serviceDb } from './open';
import { preparedRead } from './prepared-read';
import { stations } from './schema';
import { selectRows } from './sql';
import { inTransaction } from './transaction';

let opened: TestDatabase | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const stamp = '2026-11-24T12:00:00.000Z';
const station = (callLetters: string, extra: Partial<typeof stations.$inferInsert> = {}) => ({
  id: newId(),
  callLetters,
  affiliate: 'ABC',
  market: 'Austin',
  createdAt: stamp,
  updatedAt: stamp,
  ...extra,
});

describe.each(TEST_DIALECTS)('insertRows on %s', (dialect) => {
  it('stores every row with its values encoded as the query builder does, call after call', async () => {
    opened = await freshTestDatabase(dialect);
    const db = serviceDb(opened.database);
    await inTransaction(db, (tx) =>
      insertRows(tx, stations, [station('KAAA', { isHidden: true, rate: 1200 }), station('KBBB', { isHidden: false, rate: 900 })]),
    );
    // The same shape again (on SQLite: the statement already built), then other shapes.
    await inTransaction(db, (tx) => insertRows(tx, stations, [station('KCCC', { isHidden: true, rate: 100 }), station('KDDD', { isHidden: false, rate: 0 })]));
    await inTransaction(db, (tx) => insertRows(tx, stations, [station('KEEE')]));
    // Rows naming different columns: the query builder's way.
    await inTransaction(db, (tx) => insertRows(tx, stations, [station('KFFF', { showName: 'Morning' }), station('KGGG')]));

    const rows = await db
      .select({ callLetters: stations.callLetters, isHidden: stations.isHidden, rate: stations.rate, showName: stations.showName })
      .from(stations)
      .orderBy(asc(stations.callLetters));
    expect(rows).toEqual([
      { callLetters: 'KAAA', isHidden: true, rate: 1200, showName: null },
      { callLetters: 'KBBB', isHidden: false, rate: 900, showName: null },
      { callLetters: 'KCCC', isHidden: true, rate: 100, showName: null },
      { callLetters: 'KDDD', isHidden: false, rate: 0, showName: null },
      // Columns left out take their defaults.
      { callLetters: 'KEEE', isHidden: false, rate: null, showName: null },
      { callLetters: 'KFFF', isHidden: false, rate: null, showName: 'Morning' },
      { callLetters: 'KGGG', isHidden: false, rate: null, showName: null },
    ]);
  });

  it('belongs to the caller’s transaction: rolled back with it, and a constraint refuses it as it would the builder', async () => {
    opened = await freshTestDatabase(dialect);
    const db = serviceDb(opened.database);
    await inTransaction(db, (tx) => insertRows(tx, stations, [station('KAAA')]));
    const refused = inTransaction(db, async (tx) => {
      await insertRows(tx, stations, [station('KBBB')]);
      await insertRows(tx, stations, [station('KAAA')]);
    });
    await expect(refused).rejects.toThrow();
    expect(await db.select({ id: stations.id }).from(stations).where(eq(stations.callLetters, 'KBBB'))).toEqual([]);
    expect(await db.$count(stations)).toBe(1);
  });
});

describe.each(TEST_DIALECTS)('preparedRead on %s', (dialect) => {
  const inMarket = preparedRead((db, p: { market: string; minRate: number }) =>
    db
      .select({ callLetters: stations.callLetters })
      .from(stations)
      .where(and(eq(stations.market, p.market), gte(stations.rate, p.minRate), eq(stations.isHidden, false)))
      .orderBy(asc(stations.callLetters)),
  );

  it('answers each call with its own parameters, and inside a transaction sees that transaction’s rows', async () => {
    opened = await freshTestDatabase(dialect);
    const db = serviceDb(opened.database);
    await inTransaction(db, (tx) =>
      insertRows(tx, stations, [
        station('KAAA', { market: 'Austin', rate: 500 }),
        station('KBBB', { market: 'Austin', rate: 1500 }),
        station('KCCC', { market: 'Dallas', rate: 2000 }),
        station('KDDD', { market: 'Dallas', rate: 2500, isHidden: true }),
      ]),
    );
    const letters = async (market: string, minRate: number, on = db) => (await inMarket(on, { market, minRate })).map((s) => s.callLetters);
    expect(await letters('Austin', 0)).toEqual(['KAAA', 'KBBB']);
    expect(await letters('Austin', 1000)).toEqual(['KBBB']);
    expect(await letters('Dallas', 0)).toEqual(['KCCC']);
    expect(await letters('Nowhere', 0)).toEqual([]);
    expect(
      await inTransaction(db, async (tx) => {
        await insertRows(tx, stations, [station('KEEE', { market: 'Dallas', rate: 3000 })]);
        return letters('Dallas', 0, tx);
      }),
    ).toEqual(['KCCC', 'KEEE']);
  });
});

describe.each(TEST_DIALECTS)('preparedRead on %s, its select built', (dialect) => {
  it('once per handle, not on every call (drizzle builds the SQL text from the query tree each time it is built)', async () => {
    opened = await freshTestDatabase(dialect);
    const db = serviceDb(opened.database);
    await inTransaction(db, (tx) => insertRows(tx, stations, [station('KAAA', { market: 'Austin' })]));
    let builds = 0;
    const byLetters = preparedRead((on, p: { callLetters: string }) => {
      builds++;
      return on.select({ market: stations.market }).from(stations).where(eq(stations.callLetters, p.callLetters));
    });
    for (const callLetters of ['KAAA', 'KZZZ', 'KAAA', 'KAAA']) await byLetters(db, { callLetters });
    expect(builds).toBe(1);
    expect(await byLetters(db, { callLetters: 'KAAA' })).toEqual([{ market: 'Austin' }]);
    expect(builds).toBe(1);
  });
});

// PostgreSQL: each connection parses and plans the read once (db/named-statement.ts), whatever the values.
describe('preparedRead on PostgreSQL, its statement named', () => {
  const byLetters = preparedRead((db, p: { callLetters: string }) =>
    db.select({ market: stations.market }).from(stations).where(eq(stations.callLetters, p.callLetters)),
  );

  it('is prepared once on a connection and run there again with each call’s values', async () => {
    opened = await freshTestDatabase('postgres');
    const db = serviceDb(opened.database);
    await inTransaction(db, (tx) => insertRows(tx, stations, [station('KAAA', { market: 'Austin' }), station('KBBB', { market: 'Dallas' })]));
    const { markets, prepared } = await inTransaction(db, async (tx) => {
      const markets: string[][] = [];
      for (const callLetters of ['KAAA', 'KBBB', 'KZZZ', 'KAAA']) markets.push((await byLetters(tx, { callLetters })).map((s) => s.market));
      // What this connection has prepared (the transaction holds one connection throughout), and how often each ran.
      const prepared = await selectRows<{ name: string; runs: number | string }>(
        tx,
        sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements where statement like '%"call_letters" = $1%'`,
      );
      return { markets, prepared };
    });
    expect(markets).toEqual([['Austin'], ['Dallas'], [], ['Austin']]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(Number(prepared[0]!.runs)).toBe(4);
  });
});
