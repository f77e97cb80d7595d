import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../test/databases';
import { insertSet, insertTogether, type ReadAlong } from './insert-together';
import { serviceDb } from './open';
import { selectRows } from './sql';
import { stations } from './schema';
import { inTransaction } from './transaction';

let opened: TestDatabase | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const stamp = '2026-11-24T12:00:00.000Z';
const station = (callLetters: string, market = 'Austin') => ({
  id: `named-${callLetters}`,
  callLetters,
  affiliate: 'ABC',
  market,
  createdAt: stamp,
  updatedAt: stamp,
});
const inMarket = (market: string): ReadAlong<{ callLetters: string }> => ({
  run: (db) => db.select({ callLetters: stations.callLetters }).from(stations).where(eq(stations.market, market)).orderBy(asc(stations.callLetters)),
  columns: { callLetters: stations.callLetters },
  from: stations,
  where: eq(stations.market, market),
  orderBy: asc(stations.callLetters),
});

// PostgreSQL only: SQLite has no round trip to save, and runs insertTogether's statements as they are.
describe('insertTogether on PostgreSQL, its statement named (db/named-statement.ts)', () => {
  it('is parsed once per connection for a text, once more for each other text, with the same answers as before', async () => {
    opened = await freshTestDatabase('postgres');
    const db = serviceDb(opened.database);
    const { prepared, answers } = await inTransaction(db, async (tx) => {
      const answers = [
        await insertTogether(tx, [insertSet(stations, [station('KAAA')])], [inMarket('Austin')]),
        // The same text with other values: the statement already prepared on this connection.
        await insertTogether(tx, [insertSet(stations, [station('KBBB', 'Dallas')])], [inMarket('Dallas')]),
        await insertTogether(tx, [insertSet(stations, [station('KCCC')])], [inMarket('Austin')]),
        // Two rows: another text, another name.
        await insertTogether(tx, [insertSet(stations, [station('KDDD'), station('KEEE', 'Dallas')])], [inMarket('Austin')]),
      ];
      // What this connection has prepared (the transaction holds one connection throughout).
      const prepared = await selectRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where statement like '%insert into "stations"%' order by prepare_time`,
      );
      return { prepared, answers };
    });
    // Each read sees the database as it was before its statement's inserts.
    expect(answers).toEqual([[[]], [[]], [[{ callLetters: 'KAAA' }]], [[{ callLetters: 'KAAA' }, { callLetters: 'KCCC' }]]]);
    expect(prepared).toHaveLength(2);
    expect(prepared[0]!.name).not.toBe(prepared[1]!.name);
    expect(prepared.map((p) => p.statement.match(/\(\$\d+/g)?.length)).toEqual([1, 2]);
    expect((await db.select({ callLetters: stations.callLetters }).from(stations).orderBy(asc(stations.callLetters))).map((s) => s.callLetters)).toEqual([
      'KAAA',
      'KBBB',
      'KCCC',
      'KDDD',
      'KEEE',
    ]);
  });

  it('rolls back with its transaction when the prepared statement fails, and the connection goes on using it', async () => {
    opened = await freshTestDatabase('postgres');
    const db = serviceDb(opened.database);
    await inTransaction(db, (tx) => insertTogether(tx, [insertSet(stations, [station('KAAA')])], [inMarket('Austin')]));
    // The same id again: the primary key refuses the statement.
    await expect(inTransaction(db, (tx) => insertTogether(tx, [insertSet(stations, [station('KAAA')])], [inMarket('Austin')]))).rejects.toThrow();
    const again = await inTransaction(db, (tx) => insertTogether(tx, [insertSet(stations, [station('KBBB')])], [inMarket('Austin')]));
    expect(again).toEqual([[{ callLetters: 'KAAA' }]]);
    expect(await db.$count(stations)).toBe(2);
  });
});
