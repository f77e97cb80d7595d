import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataVersion } from '../../db/data-version';
import { stations } from '../../db/schema';
import { inSnapshot, inTransaction } from '../../db/transaction';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { adminStationJson } from './station-json';
import { keptStations, stationsInSnapshot, stationsNow, type VersionStations } from './stations-of-version';

// The stations kept per data version (stations-of-version.ts), on both databases: what a snapshot
// reads now, never older than the version asked with, one read shared by the callers of a version,
// and the same object for the admin lists and a change feed's snapshot of that version.

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

/** The stations as a snapshot reads them now, with the version it sees. */
const readNow = () => inSnapshot(t.db, async (tx) => ({ version: await readDataVersion(tx, 'stations'), rows: await tx.select().from(stations) }));

async function expectCurrent(kept: VersionStations) {
  const now = await readNow();
  expect(kept.version).toBe(now.version);
  expect(new Map(now.rows.map((s) => [s.id, s]))).toEqual(kept.rows);
  expect(new Map(now.rows.map((s) => [s.id, adminStationJson(s)]))).toEqual(kept.admin);
}

const someStation = async () => (await t.db.select().from(stations).limit(1))[0]!;

describe('the stations kept per data version', () => {
  it('are read once per version, shared by concurrent callers, and read again after a write', async () => {
    const version = await readDataVersion(t.db, 'stations');
    const all = await Promise.all(Array.from({ length: 5 }, () => stationsNow(t.db, version)));
    expect(new Set(all).size).toBe(1);
    await expectCurrent(all[0]!);
    expect(await stationsNow(t.db, version)).toBe(all[0]);

    const station = await someStation();
    await inTransaction(t.db, (tx) => tx.update(stations).set({ showName: 'Kept Per Version' }).where(eq(stations.id, station.id)));
    const after = await readDataVersion(t.db, 'stations');
    expect(after).not.toBe(version);
    const fresh = await stationsNow(t.db, after);
    expect(fresh).not.toBe(all[0]);
    expect(fresh.admin.get(station.id)?.showName).toBe('Kept Per Version');
    await expectCurrent(fresh);
  });

  it('give a snapshot of a version the very stations kept for it, and keep what a snapshot reads under the version it sees', async () => {
    const version = await readDataVersion(t.db, 'stations');
    const kept = await stationsNow(t.db, version);
    expect(await inSnapshot(t.db, async (tx) => stationsInSnapshot(t.db, tx, await readDataVersion(tx, 'stations')))).toBe(kept);

    await inTransaction(t.db, (tx) => tx.update(stations).set({ rate: 777 }).where(eq(stations.id, kept.rows.keys().next().value!)));
    const inSnap = await inSnapshot(t.db, async (tx) => stationsInSnapshot(t.db, tx, await readDataVersion(tx, 'stations')));
    expect(inSnap).not.toBe(kept);
    expect(keptStations(t.db, inSnap.version)).toBeDefined();
    expect(await stationsNow(t.db, inSnap.version)).toBe(inSnap);
    await expectCurrent(inSnap);
    expect(keptStations(t.db, version)).toBeUndefined();
  });
});
