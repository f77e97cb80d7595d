import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client';
import { migrateDatabase } from './open';
import { rateLimiterStore } from './rate-limit-store';
import { rateLimits } from './schema';
import { inTransaction } from './transaction';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tvb-limits-'));
  db = openDatabase(join(dir, 'app.db'));
  await migrateDatabase({ dialect: 'sqlite', db });
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const points = (key: string): unknown => db.$client.prepare('select points from rate_limits where key = ?').pluck().get(key);

describe('rateLimiterStore on SQLite', () => {
  it("keeps a count made while another request's transaction is open, when that transaction is rolled back", async () => {
    const store = rateLimiterStore(db, { keyPrefix: 'login', points: 5, durationSeconds: 60 });
    let finish!: () => void;
    const longWork = new Promise<void>((resolve) => (finish = resolve));
    const failing = inTransaction(db, async (tx) => {
      await tx.select().from(rateLimits);
      await longWork;
      throw new Error('this work is rolled back');
    });
    // Let that transaction open, then count while it is still running.
    await new Promise((resolve) => setImmediate(resolve));
    expect(db.$client.inTransaction).toBe(true);
    const counted = store.consume('203.0.113.7');
    finish();
    await expect(failing).rejects.toThrow('rolled back');
    expect(await counted).toBeNull();
    expect(points('login:203.0.113.7')).toBe(1);
  });

  it('refuses past the limit and keeps counting', async () => {
    const store = rateLimiterStore(db, { keyPrefix: 'reset', points: 2, durationSeconds: 60 });
    expect(await store.consume('a')).toBeNull();
    expect(await store.consume('a')).toBeNull();
    const refused = await store.consume('a');
    expect(refused?.msBeforeNext).toBeGreaterThan(0);
    expect(points('reset:a')).toBe(3);
    await store.reward('a');
    expect(points('reset:a')).toBe(2);
  });
});
