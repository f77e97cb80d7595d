// `bench --db postgres`: a fresh database for the run, on the PostgreSQL server TEST_DATABASE_URL
// names (as the tests use it; it must allow CREATE DATABASE), else the local one on
// 127.0.0.1:5432 as user postgres. Created empty (the server migrates it on its first start) and
// dropped at the end, even if the run failed.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './server.mjs';

const pg = createRequire(join(repoRoot, 'apps', 'server', 'package.json'))('pg');

/** Runs `work(client)` on a connection to `url`, then closes it. */
async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL without its password, for messages. */
const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * Creates `tvb_bench_<random>`; resolves with its postgres:// URL, the server's version (for the
 * report) and drop().
 */
export async function freshPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tvb_bench_${randomBytes(6).toString('hex')}`;
  const version = await withClient(adminUrl, async (client) => {
    await client.query(`create database ${name}`);
    return (await client.query('show server_version')).rows[0].server_version;
  }).catch((err) => {
    throw new Error(`no PostgreSQL to bench on at ${redact(adminUrl)} (set TEST_DATABASE_URL to one that allows CREATE DATABASE): ${err.message}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    version,
    where: `${url.hostname}:${url.port || 5432}`,
    // WITH (FORCE): a server killed mid-run may leave its connections behind.
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
