import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type TestPostgres } from '../test/postgres';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
let postgres: TestPostgres;
let dir: string;

beforeAll(async () => {
  postgres = await freshPostgresDatabase({ migrate: false });
  dir = mkdtempSync(join(tmpdir(), 'tvb-cli-pg-'));
});
afterAll(async () => {
  await postgres?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `cli <args>` as an operator would, with DATABASE_URL set. */
function cli(...args: string[]) {
  const tsx = pathToFileURL(join(serverDir, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  return spawnSync(process.execPath, ['--import', tsx, join(serverDir, 'src', 'cli', 'index.ts'), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, DATABASE_URL: postgres.url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the CLI with DATABASE_URL (PostgreSQL)', { timeout: 120_000 }, () => {
  it('migrate applies the PostgreSQL migrations, and again without effect', async () => {
    for (let i = 0; i < 2; i++) {
      const run = cli('migrate');
      expect(run.stderr).toBe('');
      expect([run.status, run.stdout]).toEqual([0, 'migrations applied (PostgreSQL)\n']);
    }
    const { rows } = await postgres.db.execute<{ name: string }>(sql`select name from badges order by name`);
    expect(rows.map((r) => r.name)).toEqual(['First Confirmed', 'First Request', 'Five Confirmed', 'Ten Aired', 'Three Markets']);
    // Nothing was made under DATA_DIR: no SQLite file beside PostgreSQL.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('backup copies nothing and says how to use pg_dump, without printing the password', () => {
    const run = cli('backup');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^backup: DATABASE_URL is PostgreSQL, which is backed up with its own tools; nothing was copied\./);
    expect(run.stderr).toMatch(/pg_dump --format=custom --file=spotlight-[\dT-]+Z\.dump "\$DATABASE_URL"/);
    expect(run.stderr).toContain('pg_restore');
    expect(run.stderr).not.toContain(postgres.url);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('seed adds the catalogue once, create-admin and reset-admin-password work on PostgreSQL', async () => {
    const first = cli('seed');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const added = Number(/seed: (\d+) station\(s\) added/.exec(first.stdout)?.[1]);
    expect(added).toBeGreaterThan(100);
    expect(cli('seed').stdout).toBe('seed: 0 station(s) added\n');
    const { rows } = await postgres.db.execute<{ n: string }>(sql`select count(*) as n from stations`);
    expect(Number(rows[0]?.n)).toBe(added);

    const created = cli('create-admin', 'night-desk');
    expect(created.status).toBe(0);
    const admins = await postgres.db.execute<{ username: string; password_hash: string }>(
      sql`select username, password_hash from admins where username = 'night-desk'`,
    );
    expect(admins.rows).toHaveLength(1);
    const reset = cli('reset-admin-password', 'night-desk');
    expect(reset.status).toBe(0);
    const after = await postgres.db.execute<{ password_hash: string }>(sql`select password_hash from admins where username = 'night-desk'`);
    expect(after.rows[0]?.password_hash).not.toBe(admins.rows[0]?.password_hash);
    expect(readdirSync(dir)).toEqual([]);
  });
});
