import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../lib/random';
import { freshTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test/databases';
import { dataVersion, VERSION_MAX_AGE_MS } from './data-version';
import { serviceDb } from './open';
import { stations } from './schema';

let opened: TestDatabase | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const addStation = (t: TestDatabase) => {
  const now = new Date().toISOString();
  return serviceDb(t.database)
    .insert(stations)
    .values({ id: newId(), callLetters: `K${newId().slice(-6)}`, affiliate: 'ABC', market: 'Austin', createdAt: now, updatedAt: now });
};

describe.each(TEST_DIALECTS)('the stations data version on %s', (dialect) => {
  it('moves with every write; a read is reused for a while unless told this server wrote', async () => {
    opened = await freshTestDatabase(dialect);
    let clock = 1_000_000;
    const version = dataVersion(serviceDb(opened.database), 'stations', () => clock);
    const first = await version.read();

    // Another process's write: not seen while the last read is younger than the age ...
    await addStation(opened);
    expect(await version.read()).toBe(first);
    clock += VERSION_MAX_AGE_MS;
    // ... and seen once it is that old.
    const second = await version.read();
    expect(second).toBeGreaterThan(first);
    // This server's own write: seen on the next read.
    await addStation(opened);
    version.changed();
    expect(await version.read()).toBeGreaterThan(second);
  });

  it('does not remember a read that was under way when this server wrote', async () => {
    opened = await freshTestDatabase(dialect);
    let clock = 1_000_000;
    const version = dataVersion(serviceDb(opened.database), 'stations', () => clock);
    const first = await version.read();
    clock += VERSION_MAX_AGE_MS;
    // A read goes to the database; before it answers, this server writes and says so.
    const early = version.read();
    version.changed();
    await addStation(opened);
    await early;
    // What the early read saw is not reused: the next read asks again and sees the write.
    expect(await version.read()).toBeGreaterThan(first);
  });
});
