// The change feed's cost at scale (GET /api/admin/changes): `node scripts/bench/feed.mjs
// [--orders N] [--db postgres]` seeds a fresh database to 5,000 stations and N orders (default
// 1,000,000) with the bench's bulk seed, starts the built server on it (`pnpm build`, or the server's alone, first) and
// times the feed's first page (a full copy's start, limit 1,000) and a page from a cursor in the
// middle of the log. measureFeed() is what the bench can call on a server of its own.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from './postgres.mjs';
import { bulkSeed } from './seed.mjs';
import { serverMain, startBuiltServer } from './server.mjs';

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Times `runs` GETs of `path` (after 3 unmeasured ones); ms at the median, p95 and max. */
async function time(url, path, token, runs) {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < 3; i++) await get();
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const { ms, body } = await get();
    times.push(ms);
    last = body;
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1), changes: last.changes.length, body: last };
}

/** The feed's first page and a page from the middle of the log, on a running server, over loopback. */
export async function measureFeed({ url, token, runs = 30, skip = 500_000 }) {
  const first = await time(url, '/api/admin/changes?limit=1000', token, runs);
  // Further into the log: page through at 5,000 a page until `skip` changes are behind.
  let cursor = first.body.cursor;
  for (let i = 0; i < Math.ceil(skip / 5000); i++) {
    const page = await (
      await fetch(`${url}/api/admin/changes?limit=5000&since=${encodeURIComponent(cursor)}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    cursor = page.cursor;
    if (!page.more) break;
  }
  const middle = await time(url, `/api/admin/changes?limit=1000&since=${encodeURIComponent(cursor)}`, token, runs);
  return { first: { ...first, body: undefined }, middle: { ...middle, body: undefined } };
}

async function main() {
  const args = process.argv.slice(2);
  const orders = Number(args[args.indexOf('--orders') + 1] || 0) || 1_000_000;
  const postgres = args.includes('--db') && args[args.indexOf('--db') + 1] === 'postgres';
  // The server alone: the feed needs no web build.
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`pnpm build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tvb-feed-bench-'));
  const pgDatabase = postgres ? await freshPostgresDatabase() : undefined;
  const admin = { username: 'bench-admin', password: randomBytes(18).toString('base64url') };
  const env = {
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
  };
  let server;
  try {
    server = await startBuiltServer(env);
    await server.stop();
    const seedStarted = Date.now();
    const counts = await bulkSeed(pgDatabase?.url ?? join(dataDir, 'app.db'), { stations: 5000, orders });
    console.log(
      `seeded ${counts.stations} stations and ${counts.orders} orders in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s (change log written by the triggers)`,
    );
    server = await startBuiltServer(env);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = await login.json();
    const { first, middle } = await measureFeed({ url: server.url, token, skip: Math.floor(counts.orders / 2) });
    const f = (r) => `median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms (${r.changes} changes)`;
    console.log(`${postgres ? 'PostgreSQL' : 'SQLite'}, ${counts.orders} orders: first page ${f(first)}`);
    console.log(`${postgres ? 'PostgreSQL' : 'SQLite'}, ${counts.orders} orders: a page from the middle ${f(middle)}`);
  } finally {
    await server?.stop();
    await pgDatabase?.drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
