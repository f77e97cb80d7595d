import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { badges as pgBadges } from '../db/schema-pg';
import { badges as sqliteBadges } from '../db/schema';
import { closeConfiguredDatabase, openConfiguredDatabase, type Database } from '../db/open';
import { freshTestDatabase, TEST_DIALECTS, type TestDatabase } from './databases';

let opened: TestDatabase[] = [];
afterEach(async () => {
  for (const t of opened) await t.close();
  opened = [];
});

describe.each(TEST_DIALECTS)('a fresh test database on %s', (dialect) => {
  it('is migrated, seeded by its migrations, separate from the next one, and reopened by its env', async () => {
    const [a, b] = [await freshTestDatabase(dialect), await freshTestDatabase(dialect)];
    opened.push(a, b);
    expect(a.database.dialect).toBe(dialect);
    expect(a.env).not.toEqual(b.env);
    const names = async (database: Database) =>
      database.dialect === 'postgres'
        ? (await database.db.select().from(pgBadges)).map((r) => r.name)
        : database.db
            .select()
            .from(sqliteBadges)
            .all()
            .map((r) => r.name);
    expect(await names(a.database)).toHaveLength(5);
    if (a.database.dialect === 'postgres') await a.database.db.delete(pgBadges);
    else a.database.db.delete(sqliteBadges).run();
    expect(await names(a.database)).toEqual([]);
    expect(await names(b.database)).toHaveLength(5);
    // What a server process started with this env would open: the same database.
    const again = await openConfiguredDatabase(loadConfig(a.env), { migrate: false });
    try {
      expect(again.dialect).toBe(dialect);
      expect(await names(again)).toEqual([]);
    } finally {
      await closeConfiguredDatabase(again);
    }
  });
});
