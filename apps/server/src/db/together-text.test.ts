import { eq, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertSet, type InsertSet } from './insert-together';
import { outbox, stations } from './schema';
import { togetherQuery } from './together-text';

// A PostgreSQL handle that never connects: only its query builder is used.
const pg = drizzle.mock();
const dialect = new PgDialect();
/** The text and parameters drizzle's own build gives (what node-postgres is sent). */
const direct = (sets: readonly InsertSet[], reads: readonly SQL[]) => {
  const { sql: text, params } = dialect.sqlToQuery(build(sets, reads));
  return { sql: text, params };
};

/** What insertTogether builds: every insert a CTE, then the reads. */
function build(sets: readonly InsertSet[], reads: readonly SQL[]): SQL {
  const ctes = sets.map(
    (set, i) =>
      sql`${sql.identifier(`w${i}`)} as (${pg
        .insert(set.table as never)
        .values(set.rows as never)
        .getSQL()})`,
  );
  return sql`with ${sql.join(ctes, sql`, `)} select ${sql.join([...reads], sql`, `)}`;
}

const stamp = '2026-11-24T12:00:00.000Z';
const station = (callLetters: string, extra: Partial<typeof stations.$inferInsert> = {}) => ({
  id: `text-${callLetters}`,
  callLetters,
  affiliate: 'ABC',
  market: 'Austin',
  createdAt: stamp,
  updatedAt: stamp,
  ...extra,
});
const mail = (subject: string, html: string | null) => ({ to: 'ops@example.com', subject, text: 'x', html, createdAt: stamp, nextAttemptAt: stamp });
const read = (market: string) => sql`(select count(*) from ${stations} where ${eq(stations.market, market)}) as "r0"`;

describe('togetherQuery', () => {
  it('answers the text and parameters the query builder gives, building the text once per shape', () => {
    let builds = 0;
    const counted = (sets: readonly InsertSet[], reads: readonly SQL[]) => {
      builds++;
      return build(sets, reads);
    };
    const calls: [InsertSet[], SQL[]][] = [
      [[insertSet(stations, [station('KAAA', { isHidden: true, rate: 1200 })]), insertSet(outbox, [mail('a', null), mail('b', '<p>b</p>')])], [read('Austin')]],
      // The same shape, other values (null where there was text, and back).
      [[insertSet(stations, [station('KBBB', { isHidden: false, rate: 0 })]), insertSet(outbox, [mail('c', '<p>c</p>'), mail('d', null)])], [read('Dallas')]],
      // Other shapes: a column more, a row more.
      [
        [insertSet(stations, [station('KCCC', { isHidden: false, rate: 5, showName: 'Morning' })]), insertSet(outbox, [mail('e', null), mail('f', null)])],
        [read('Austin')],
      ],
      [
        [insertSet(stations, [station('KDDD', { isHidden: true, rate: 7 })]), insertSet(outbox, [mail('g', null), mail('h', null), mail('i', 'i')])],
        [read('Austin')],
      ],
    ];
    for (const [sets, reads] of calls) expect(togetherQuery(sets, reads, counted)).toEqual(direct(sets, reads));
    expect(builds).toBe(3);
    // Again: every shape is known.
    for (const [sets, reads] of calls) expect(togetherQuery(sets, reads, counted)).toEqual(direct(sets, reads));
    expect(builds).toBe(3);
  });

  it('builds as before, every call, when the rows of a set name different columns', () => {
    let builds = 0;
    const counted = (sets: readonly InsertSet[], reads: readonly SQL[]) => {
      builds++;
      return build(sets, reads);
    };
    const sets = [insertSet(stations, [station('KEEE', { rate: 1 }), station('KFFF', { showName: 'Noon' })])];
    expect(togetherQuery(sets, [read('Austin')], counted)).toEqual(direct(sets, [read('Austin')]));
    expect(togetherQuery(sets, [read('Austin')], counted)).toEqual(direct(sets, [read('Austin')]));
    expect(builds).toBe(2);
  });
});
