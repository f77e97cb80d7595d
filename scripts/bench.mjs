// `pnpm bench`: autocannon against the production build, logging at info and metrics on, as a
// deployment runs it. First on the catalogue as `pnpm start` seeds it, then grown to 5,000
// stations and 50,000 orders. Every endpoint is measured next to a bare node:http server sending
// the same bytes in the same run (a ratio, never a timed assertion) and, where it has one, next to the peer: the
// same API written plainly with the same libraries (bench/peer-server.mjs). Targets are
// reported, never asserted.
// `--short` (or BENCH_SHORT=1): 1 s per endpoint on a small seed, to check the harness works.
// `--db postgres`: the same endpoints and bare twins with the server on PostgreSQL (a fresh
// database, see bench/postgres.mjs), without the peer (which is SQLite), plus POST /api/orders
// and the admin reads at a million orders next to a SQLite server's, the two taking turns
// (bench/side-by-side.mjs), and POST /api/orders on three servers sharing the one database.
// Written to its own section of docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, probe, startBare, startPeer } from './bench/load.mjs';
import { machineDescription } from './bench/machine.mjs';
import { fmt, table, writeSection } from './bench/report.mjs';
import { freshPostgresDatabase } from './bench/postgres.mjs';
import { orderFor } from './bench/order-body.mjs';
import { bulkSeed, outboxDrained, rowCounts } from './bench/seed.mjs';
import { renderSideBySide, sideBySide, turnsText } from './bench/side-by-side.mjs';
import { procCpuMs, procMb, requireBuild, startBuiltServer, webDist } from './bench/server.mjs';

const short = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
// `--only <text>`: measure only the endpoints whose name contains text (nothing is written).
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1]?.toLowerCase() : undefined;
const selected = (endpoint) => !only || endpoint.name.toLowerCase().includes(only);
// `--db sqlite` (the default) or `--db postgres`.
const dbArg = process.argv.indexOf('--db');
const dialect = dbArg > 0 ? process.argv[dbArg + 1] : 'sqlite';
if (dialect !== 'sqlite' && dialect !== 'postgres') {
  console.error(`bench: --db must be sqlite or postgres, not ${dialect}`);
  process.exit(2);
}
const postgres = dialect === 'postgres';
const settings = short
  ? { stations: 500, orders: 2_000, bigOrders: 12_000, seconds: 1, warmup: 0.3, single: 0.5, connections: 10, turns: { rounds: 2, seconds: 0.3 } }
  : { stations: 5_000, orders: 50_000, bigOrders: 1_000_000, seconds: 10, warmup: 2, single: 3, connections: 10, turns: { rounds: 4, seconds: 1.5 } };
const PEAK_RSS_TARGET_MB = postgres ? 250 : 200;
// On PostgreSQL, orders/s on one server against the SQLite server's in the same run.
const ORDERS_VS_SQLITE_TARGET = 0.5;
// Servers sharing the one PostgreSQL database in the scale-out run.
const SERVERS = 3;
// The results page's requests: a search narrowed by network or price, sorted, one page of 24.
const FILTERED_SEARCHES = [
  'q=nbc&maxRate=3000&sort=rate&limit=24&offset=0',
  'q=nbc&maxRate=3000&sort=rate&limit=24&offset=24',
  'affiliate=CBS&sort=-rate&limit=24&offset=0',
  'q=texas&affiliate=ABC&sort=market&limit=24&offset=0',
  'q=calfornia&sort=callLetters&limit=24&offset=0',
  'q=washington&maxRate=4000&limit=24&offset=0',
];
const SEARCHES = ['houston', 'abc', 'good morning', 'new york', 'KTRK', 'florida', 'nbc chicago', 'lifestyle', 'seattle', 'CA'];

/** The entry script index.html loads: the JS asset to measure. */
function entryScript() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const src = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no module script in apps/web/dist/index.html');
  return src;
}

async function adminToken(url, username, password) {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Samples the server's resident memory while `work` runs; resolves with work's result and the highest sample (MB). */
async function withRssSamples(pid, work) {
  let max = procMb(pid, 'VmRSS');
  const timer = setInterval(() => (max = Math.max(max, procMb(pid, 'VmRSS'))), 100);
  try {
    return { result: await work(), rss: max };
  } finally {
    clearInterval(timer);
  }
}

/**
 * One autocannon run against a process, with the CPU time that process spent per answered request
 * (µs): on a shared machine it moves far less than requests/s, which also measure the neighbours.
 */
async function timedLoad(pid, request) {
  const before = procCpuMs(pid);
  const result = await load({ ...request, seconds: settings.seconds });
  return { ...result, cpuUs: ((procCpuMs(pid) - before) * 1000) / Math.max(1, result.total) };
}

/** One autocannon run after its warm-up, against a server started by `start` and stopped after. */
async function twin(start, request) {
  const server = await start();
  try {
    await load({ ...request, url: server.url, seconds: settings.warmup });
    return await timedLoad(server.pid, { ...request, url: server.url });
  } finally {
    await server.stop();
  }
}

/**
 * Measures one endpoint: under load, its bare twin under the same load, the peer (when the
 * endpoint has one) under the same load, and one client alone. `settle` runs between the app's
 * run and the others: the order run waits there until its queued email is delivered, so that the
 * app's mail thread does not slow them down.
 */
async function measure(server, ep, { settle = async () => undefined, peer } = {}) {
  const paths = ep.paths ?? [ep.path];
  const samples = [];
  for (const path of paths) samples.push(await probe(server.url, { ...ep, path }));
  const bad = samples.find((s) => s.status >= 400);
  // An endpoint another branch may not have yet (the change feed) is reported, not measured.
  if (bad?.status === 404 && ep.optional) return { ep, unavailable: 'not available (404)' };
  if (bad) return { ep, unavailable: `answers ${bad.status}` };
  const bytes = samples.reduce((a, s) => a + s.body.length, 0) / samples.length;
  const request = { method: ep.method, headers: ep.headers, body: ep.body, path: paths[0], paths: ep.paths, connections: settings.connections };

  await load({ ...request, url: server.url, seconds: settings.warmup });
  const { result: real, rss } = await withRssSamples(server.pid, () => timedLoad(server.pid, { ...request, url: server.url }));
  const drainSeconds = await settle();
  const baseline = await twin(() => startBare(samples), request);
  let alike;
  if (ep.peer && peer) {
    const peerSample = await (async () => {
      const p = await peer();
      try {
        return await probe(p.url, { ...ep, path: paths[0] });
      } finally {
        await p.stop();
      }
    })();
    if (peerSample.status >= 400) throw new Error(`the peer answers ${ep.name} with ${peerSample.status}: ${peerSample.body}`);
    alike = { bytes: peerSample.body.length, ...(await twin(peer, request)) };
  }
  const single = await load({ ...request, url: server.url, seconds: settings.single, connections: 1 });
  return {
    ep,
    bytes,
    real,
    baseline,
    single,
    ratio: real.rps / baseline.rps,
    peer: alike,
    peerRatio: alike ? real.rps / alike.rps : undefined,
    rss,
    drainSeconds,
  };
}

function verdict(r) {
  const t = r.ep.target;
  if (!t || r.unavailable) return ['', ''];
  const goals = [];
  // A run in which nothing was answered (every request timed out) meets no latency target.
  const answered = r.real.total > 0 && r.single.total > 0;
  if (!answered) return [`answers within autocannon's 10 s timeout`, 'NO'];
  if (t.ratio) goals.push([`ratio >= ${t.ratio}`, r.ratio >= t.ratio]);
  if (t.ms) goals.push([`1-client p50 < ${t.ms} ms`, r.single.p50 < t.ms]);
  if (t.p99) goals.push([`1-client p99 < ${t.p99} ms`, r.single.p99 < t.p99]);
  if (t.loadP99) goals.push([`${settings.connections}-client p99 < ${t.loadP99} ms`, r.real.p99 < t.loadP99]);
  if (t.peer && r.peerRatio !== undefined) goals.push([`>= ${t.peer}x peer`, r.peerRatio >= t.peer]);
  return [goals.map((g) => g[0]).join('; '), goals.map((g) => (g[1] ? 'yes' : 'NO')).join('; ')];
}

function renderTable(results) {
  const rows = results.map((r) => {
    if (r.unavailable) return [r.ep.name, '', '', '', '', '', '', '', '', '', '', '', '', r.ep.optional ? r.unavailable : `not measured: ${r.unavailable}`, ''];
    const errors = r.real.errors + r.real.non2xx + r.single.errors + r.single.non2xx;
    return [
      r.ep.name,
      fmt(r.bytes / 1024, 1),
      fmt(r.real.rps),
      `${fmt(r.real.p50)} / ${fmt(r.real.p99)}`,
      fmt(r.baseline.rps),
      fmt(r.ratio, 2),
      r.peer ? fmt(r.peer.rps) : '',
      r.peerRatio !== undefined ? `${fmt(r.peerRatio, 2)}x` : '',
      [r.real, r.baseline, r.peer]
        .filter(Boolean)
        .map((x) => fmt(x.cpuUs))
        .join(' / '),
      `${fmt(r.single.p50)} / ${fmt(r.single.p99)}`,
      fmt(r.single.rps),
      String(errors),
      fmt(r.rss, 0),
      ...verdict(r),
    ];
  });
  const header = [
    'endpoint',
    'body KB',
    'req/s',
    'p50 / p99 ms',
    'bare req/s',
    'ratio',
    'peer req/s',
    'vs peer',
    'CPU µs/req app / bare / peer',
    '1 client p50 / p99 ms',
    '1 client req/s',
    'errors',
    'RSS under load MB',
    'target',
    'met',
  ];
  return [
    table(header, rows),
    '',
    ...results
      .filter((r) => r.drainSeconds !== undefined)
      .map(
        (r) =>
          `The emails queued by ${r.ep.name} (two per order, delivered by the mail worker thread) were all written ${fmt(r.drainSeconds, 1)} s after its run; its bare twin, its peer and the next endpoint were measured only then.\n`,
      ),
  ].join('\n');
}

// What "peer" means, in the SQLite run's text (the PostgreSQL run has no peer).
const PEER_TEXT = `"peer" is the same API written plainly with the same libraries (Hono, better-sqlite3, zod; a statement prepared per request, no cache; an order and its two emails as outbox rows in one transaction, WAL with synchronous=NORMAL as the app; \`scripts/bench/peer-server.mjs\`), measured in the same run; vs peer = req/s of the app / req/s of the peer. `;
// What differs in the PostgreSQL run, in its text.
const POSTGRES_TEXT = ` On PostgreSQL: DATABASE_URL names a fresh database (created for the run on the PostgreSQL server on this machine, dropped after), the pool at its default size (10). The peer is left out of this run: it is written on SQLite, and the SQLite run (\`pnpm bench\`) compares with it. POST /api/orders is measured instead next to a SQLite server (a second server on its own DATA_DIR, the catalogue seeded as on the first start), the two taking turns, and on ${SERVERS} servers sharing the one PostgreSQL database. The admin endpoints at ${fmt(settings.bigOrders)} orders are also measured next to SQLite on two databases seeded alike, the two taking turns (the last table).`;

/**
 * POST /api/orders on several servers at once, one autocannon instance each (after a warm-up of
 * all of them at once), with each server's CPU per order, its highest RSS sampled under load and
 * its VmHWM; `drained` waits for the emails they queued (the outbox is the shared database's).
 */
async function ordersOnServers(servers, request, drained) {
  await Promise.all(servers.map((server) => load({ ...request, url: server.url, seconds: settings.warmup })));
  const runs = await Promise.all(servers.map((server) => withRssSamples(server.pid, () => timedLoad(server.pid, { ...request, url: server.url }))));
  const drainSeconds = await drained();
  const per = runs.map(({ result, rss }, i) => ({ ...result, rss, peakRss: servers[i].peakRssMb() }));
  return {
    per,
    rps: per.reduce((n, r) => n + r.rps, 0),
    errors: per.reduce((n, r) => n + r.errors + r.non2xx, 0),
    drainSeconds,
  };
}

/** The PostgreSQL run's orders tables: next to SQLite, taking turns, and on SERVERS servers at once. */
function renderOrders({ turns, many, ordersBefore }) {
  const { connections, seconds, warmup } = settings;
  const row = [
    `PostgreSQL, ${SERVERS} servers`,
    `${fmt(many.rps)} (${many.per.map((r) => fmt(r.rps)).join(' + ')})`,
    many.per.map((r) => `${fmt(r.p50)} / ${fmt(r.p99)}`).join('; '),
    many.per.map((r) => fmt(r.cpuUs)).join(' / '),
    String(many.errors),
    `${many.per.map((r) => fmt(r.rss, 0)).join(' / ')} (peak ${many.per.map((r) => fmt(r.peakRss, 0)).join(' / ')})`,
    `peak RSS < ${PEAK_RSS_TARGET_MB} MB per server`,
    many.per.every((r) => r.peakRss < PEAK_RSS_TARGET_MB) ? 'yes' : 'NO',
  ];
  return [
    '### POST /api/orders: PostgreSQL next to SQLite, taking turns',
    '',
    `On the catalogue as \`pnpm start\` seeds it (SQLite: a fresh one; PostgreSQL: the database of the first phase, which held ${fmt(ordersBefore)} orders before these runs), one server each (bench/side-by-side.mjs). ${turnsText({ ...settings.turns, connections })} The emails each turn queued are all sent before the next turn starts. The issue's target: PostgreSQL's orders a second at least ${ORDERS_VS_SQLITE_TARGET} of SQLite's.`,
    '',
    renderSideBySide([turns], { connections }),
    '',
    `### POST /api/orders on ${SERVERS} servers sharing the PostgreSQL database`,
    '',
    `Each server gets ${connections} connections for ${seconds} s after ${warmup} s of warm-up, all at once (${SERVERS * connections} connections in all); their req/s summed.`,
    '',
    table(['run', 'orders/s', 'p50 / p99 ms', 'CPU µs/order', 'errors', 'RSS under load MB', 'target', 'met'], [row]),
    '',
    `The emails queued by the ${SERVERS} servers were all sent ${fmt(many.drainSeconds, 1)} s after their run (each server's mail thread claims outbox rows with FOR UPDATE SKIP LOCKED).`,
  ].join('\n');
}

/** The PostgreSQL run's admin reads next to SQLite's, taking turns. */
const renderAdminInTurns = (results) =>
  [
    `### The admin endpoints at ${fmt(settings.bigOrders)} orders: PostgreSQL next to SQLite, taking turns`,
    '',
    `A fresh PostgreSQL database and a SQLite file, each migrated with its catalogue by a server's first start, then bulk-seeded in one go to ${fmt(settings.stations)} stations and ${fmt(settings.bigOrders)} orders (not the phase's database above: it took the earlier phases' bookings first), a server on each (bench/side-by-side.mjs). Each endpoint, ${turnsText({ ...settings.turns, connections: settings.connections })} The issue's target, "PostgreSQL at least as fast as SQLite on the admin endpoints", is a ratio of at least 1, one client and ${settings.connections}.`,
    '',
    renderSideBySide(results, { connections: settings.connections }),
  ].join('\n');

function render(phases, context) {
  return [
    `Measured ${context.date} on: ${context.machine}.`,
    '',
    `autocannon, ${settings.connections} connections, ${settings.seconds} s per endpoint after ${settings.warmup} s of warm-up, then one connection alone for ${settings.single} s (the latency a single user sees). "bare" is a node:http server answering, in the same run, with the very bytes the app sent (same status, type, encoding and body: the same size, and the same cost for the load generator to decode); ratio = req/s of the app / req/s of bare. ${postgres ? '' : PEER_TEXT}"CPU µs/req" is the CPU time (user and system, from /proc) each server process spent per answered request during its run: on a machine shared with other work it moves far less than requests/s (the app's includes its mail thread). The two static files are fetched as browsers fetch them (\`Accept-Encoding: gzip, deflate, br\`, so precompressed brotli); API answers are measured uncompressed (ASCII JSON): autocannon reads binary bodies far more slowly than ASCII ones, so with gzip it, not the server, becomes the bottleneck of both runs and every ratio comes out close to 1. "RSS under load" is the highest resident memory sampled every 100 ms during the endpoint's run. Server: the production build with LOG_LEVEL=info (every request logged, stdout to a file), METRICS_TOKEN set, RATE_LIMITS=off, email to .eml files.${postgres ? POSTGRES_TEXT : ''}`,
    '',
    ...phases.flatMap((p) => [
      `### ${p.title}`,
      '',
      `Seed: ${fmt(p.counts.stations)} stations, ${fmt(p.counts.orders)} orders at the start of the phase.`,
      '',
      renderTable(p.results),
      '',
    ]),
    ...(context.orders ? [renderOrders(context.orders), ''] : []),
    ...(context.adminInTurns ? [renderAdminInTurns(context.adminInTurns), ''] : []),
    `Peak RSS of the server over the whole run (VmHWM of each phase's server, the highest; start and admin sign-in included): ${fmt(context.peakRss, 0)} MB; highest under load: ${fmt(context.loadRss, 0)} MB (target < ${PEAK_RSS_TARGET_MB} MB: ${context.peakRss < PEAK_RSS_TARGET_MB ? 'met' : 'NOT met'}). Errors and non-2xx answers: ${context.errors} (target 0).`,
  ].join('\n');
}

/** Runs `endpoints` (those `--only` selects) against `server`; the peer, when given, serves the same stations. */
async function runPhase(server, endpoints, { peer, drained }) {
  const results = [];
  for (const ep of endpoints.filter(selected)) {
    const r = await measure(server, ep, { settle: ep.method === 'POST' ? drained : undefined, peer });
    results.push(r);
    const vsPeer = r.peerRatio !== undefined ? `, ${fmt(r.peerRatio, 2)}x the peer's ${fmt(r.peer.rps)}` : '';
    const cpu = r.unavailable
      ? ''
      : `, CPU µs/req ${[r.real, r.baseline, r.peer]
          .filter(Boolean)
          .map((x) => fmt(x.cpuUs))
          .join(' / ')}`;
    console.log(
      r.unavailable
        ? `${ep.name}: ${r.unavailable}`
        : `${ep.name}: ${fmt(r.real.rps)} req/s (bare ${fmt(r.baseline.rps)}, ratio ${fmt(r.ratio, 2)}${vsPeer}), p99 ${r.real.p99} ms, 1 client p50 ${r.single.p50} ms${cpu}`,
    );
    if (r.drainSeconds !== undefined) {
      // The single-client run queued a few more; wait for those too.
      await drained();
      console.log(`  its emails were all sent ${fmt(r.drainSeconds, 1)} s after the run`);
    }
  }
  return results;
}

const ordersEndpoint = (order) => ({
  name: 'POST /api/orders',
  method: 'POST',
  path: '/api/orders',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(order),
  peer: true,
});

/**
 * A SQLite server's environment beside the PostgreSQL run: `env` without DATABASE_URL, on a
 * DATA_DIR of its own (`db`, its database file); remove() deletes that folder.
 */
function sqliteBeside(env) {
  const dir = mkdtempSync(join(tmpdir(), 'tvb-bench-sqlite-'));
  const { DATABASE_URL: _postgres, ...rest } = env;
  return { env: { ...rest, DATA_DIR: dir }, db: join(dir, 'app.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The PostgreSQL run's orders figures, measured between its two phases (its own server stopped):
 * POST /api/orders on a SQLite server (a fresh DATA_DIR, the catalogue seeded on its first start)
 * and on a PostgreSQL server on `database`, the two taking turns (bench/side-by-side.mjs; the
 * emails each turn queued sent before the next turn), then on SERVERS servers sharing `database`.
 */
async function ordersComparison(env, database, drained) {
  const beside = sqliteBeside(env);
  let sqlite;
  let single;
  const servers = [];
  const ordersBefore = (await rowCounts(database)).orders;
  try {
    sqlite = await startBuiltServer(beside.env);
    single = await startBuiltServer(env);
    const ordersOn = async (server) => ({ path: '/api/orders', body: JSON.stringify(await orderFor(server.url)) });
    const [turns] = await sideBySide(
      {
        sqlite: { url: sqlite.url, pid: sqlite.pid, settle: () => outboxDrained(beside.db) },
        postgres: { url: single.url, pid: single.pid, settle: drained },
      },
      [
        {
          name: 'POST /api/orders',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          sqlite: await ordersOn(sqlite),
          postgres: await ordersOn(single),
          atLeast: ORDERS_VS_SQLITE_TARGET,
        },
      ],
      { ...settings.turns, warmup: settings.warmup, connections: settings.connections, load },
    );
    await Promise.all([sqlite.stop(), single.stop()]);
    sqlite = single = undefined;

    // One after the other: each start checks the migrations.
    for (let i = 0; i < SERVERS; i++) servers.push(await startBuiltServer(env));
    const ep = ordersEndpoint(await orderFor(servers[0].url));
    const many = await ordersOnServers(
      servers,
      { method: ep.method, headers: ep.headers, body: ep.body, path: ep.path, connections: settings.connections },
      drained,
    );
    console.log(
      `${SERVERS} servers on PostgreSQL, POST /api/orders: ${fmt(many.rps)} req/s (${many.per.map((r) => fmt(r.rps)).join(' + ')}), peak RSS ${many.per.map((r) => fmt(r.peakRss, 0)).join(' / ')} MB`,
    );
    return { turns, many, ordersBefore };
  } finally {
    await Promise.all([sqlite?.stop('SIGKILL'), single?.stop('SIGKILL'), ...servers.map((server) => server.stop())]);
    beside.remove();
  }
}

/**
 * Every admin read the operator's views make, at their defaults: the request list (first page,
 * a status, the overdue filter, the oldest first, a text search), one request's details, the
 * analytics, the stations and chat-query lists, and the change feed's first page (built on
 * another branch: "not available" until it answers). Targets: one client under 50 ms at p99;
 * analytics under 200 ms at p99 with 10 clients too.
 */
async function adminEndpoints(url, auth) {
  const [first] = await (await fetch(`${url}/api/admin/orders?limit=1`, { headers: auth })).json();
  const admin = (name, path, target = { p99: 50 }, extra = {}) => ({ name, path, headers: auth, target, ...extra });
  return [
    admin('GET /api/admin/orders (first page)', '/api/admin/orders'),
    admin('GET /api/admin/orders?status=pending', '/api/admin/orders?status=pending'),
    admin('GET /api/admin/orders?overdue=true', '/api/admin/orders?overdue=true'),
    admin('GET /api/admin/orders?sort=oldest&offset=500', '/api/admin/orders?sort=oldest&offset=500'),
    admin('GET /api/admin/orders?q= (client name)', '/api/admin/orders?q=Client%2012345'),
    admin('GET /api/admin/orders/:id', `/api/admin/orders/${first?.id}`),
    admin('GET /api/admin/analytics', '/api/admin/analytics', { p99: 50, loadP99: 200 }),
    admin('GET /api/admin/stations', '/api/admin/stations'),
    admin('GET /api/admin/chat-queries', '/api/admin/chat-queries'),
    admin('GET /api/admin/changes?limit=1000', '/api/admin/changes?limit=1000', { p99: 50 }, { optional: true }),
    // The calls the views make: the Requests tab loads REQUESTS_PAGE_SIZE cards at a time, the
    // stations table one page of 50 in its default order, with the summary for its heading and filter.
    admin('GET /api/admin/orders?limit=100 (Requests tab page)', '/api/admin/orders?limit=100'),
    admin('GET /api/admin/stations?limit=50 (stations table page)', '/api/admin/stations?limit=50&sort=rate'),
    admin('GET /api/admin/stations/summary', '/api/admin/stations/summary'),
  ];
}

/**
 * The PostgreSQL run's admin reads next to SQLite's (bench/side-by-side.mjs), on two databases
 * made alike: a fresh PostgreSQL database and a SQLite file on a DATA_DIR of its own, each
 * migrated, with its catalogue and admin, by a server's first start, then bulk-seeded in one go
 * to the phase's size; a server on each, taking turns. Not the phase's own database: that one took
 * the earlier phases' bookings through the API before its bulk seed, so its change feed's first
 * page was not SQLite's (0.29 of SQLite's requests a second against it in the twelfth pass, 0.66
 * on databases made alike: docs/benchmarks.md).
 */
async function adminInTurns(env, admin) {
  const pgDatabase = await freshPostgresDatabase();
  const beside = sqliteBeside(env);
  const alike = {
    sqlite: { env: beside.env, db: beside.db },
    postgres: { env: { ...env, DATABASE_URL: pgDatabase.url }, db: pgDatabase.url },
  };
  const servers = {};
  try {
    for (const [name, { env: dbEnv, db }] of Object.entries(alike)) {
      await (await startBuiltServer(dbEnv)).stop();
      const counts = await bulkSeed(db, { stations: settings.stations, orders: settings.bigOrders });
      console.log(`${name} for the turns: seeded ${counts.stations} stations and ${counts.orders} orders`);
    }
    const sides = {};
    for (const [name, { env: dbEnv }] of Object.entries(alike)) {
      const server = await startBuiltServer(dbEnv);
      servers[name] = server;
      const headers = { authorization: `Bearer ${await adminToken(server.url, admin.username, admin.password)}` };
      sides[name] = { url: server.url, pid: server.pid, headers, endpoints: await adminEndpoints(server.url, headers) };
    }
    const pairs = sides.postgres.endpoints.filter(selected).map((e) => ({
      name: e.name,
      postgres: { path: e.path },
      sqlite: { path: sides.sqlite.endpoints.find((s) => s.name === e.name).path },
    }));
    return await sideBySide(sides, pairs, { ...settings.turns, warmup: settings.warmup, connections: settings.connections, load });
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    beside.remove();
    await pgDatabase.drop();
  }
}

async function main() {
  requireBuild();
  const started = Date.now();
  const pgDatabase = postgres ? await freshPostgresDatabase() : undefined;
  const machine = `${machineDescription()}${pgDatabase ? `; PostgreSQL ${pgDatabase.version} on ${pgDatabase.where}` : ''}`;
  console.log(`bench${short ? ' --short' : ''}${postgres ? ' --db postgres' : ''}: ${machine}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tvb-bench-'));
  const appDb = join(dataDir, 'app.db');
  // What the bench's own reads and the bulk seed open: the SQLite file, or the PostgreSQL database.
  const database = pgDatabase?.url ?? appDb;
  const admin = { username: 'bench-admin', password: randomBytes(18).toString('base64url') };
  // As a deployment runs: every request logged at info, the metrics kept. On PostgreSQL, DATA_DIR
  // still holds the emails written as files.
  const env = {
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
  };
  // The peer is SQLite: only the SQLite run compares with it.
  const peer = postgres ? undefined : () => startPeer(appDb, join(dataDir, 'peer.db'));
  // Every order queues two emails: the mail thread catches up before anything else is measured.
  const drained = () => outboxDrained(database);
  let server;
  try {
    // First start migrates, seeds the catalogue (as `pnpm start` does) and creates the admin.
    server = await startBuiltServer(env);
    const order = await orderFor(server.url);
    // One request for 15 stations (the request list's maximum): 15 orders, 2 emails.
    const fifteen = (await (await fetch(`${server.url}/api/stations?sort=callLetters&limit=15`)).json()).map((s) => s.id);
    const { stationId: _single, ...groupFields } = order;
    const groupOrder = { ...groupFields, stationIds: fifteen };
    // Static files as browsers fetch them (precompressed br). API answers uncompressed: autocannon
    // reads binary bodies far more slowly than ASCII JSON, so with gzip it would be the bottleneck
    // of both runs (app and bare) and every ratio would come out close to 1.
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const stateSearch = { name: 'GET /api/stations?state=TX', path: '/api/stations?state=TX', peer: true };
    const textSearch = {
      name: `GET /api/stations?q= (${SEARCHES.length} queries)`,
      paths: SEARCHES.map((q) => `/api/stations?q=${encodeURIComponent(q)}`),
      peer: true,
    };
    const fullList = { name: 'GET /api/stations (full list)', path: '/api/stations', peer: true };
    const orders = ordersEndpoint(order);

    const phases = [];
    const catalogue = { title: 'The catalogue as `pnpm start` seeds it', counts: await rowCounts(database), results: [] };
    phases.push(catalogue);
    catalogue.results = await runPhase(
      server,
      [
        { ...stateSearch, target: { ratio: 0.5, peer: 1 } },
        { ...textSearch, target: { ratio: 0.5, peer: 1 } },
        { ...fullList, target: { ratio: 0.5, peer: 1 } },
        { ...orders, target: { peer: 1.5 } },
        {
          name: `GET /api/stations filtered, sorted, paged (${FILTERED_SEARCHES.length} queries)`,
          paths: FILTERED_SEARCHES.map((qs) => `/api/stations?${qs}`),
          target: { ratio: 0.5 },
        },
        {
          name: 'POST /api/orders (15 stations)',
          method: 'POST',
          path: '/api/orders',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(groupOrder),
        },
      ],
      { peer, drained },
    );
    // Each phase runs its own server: the run's peak is the higher of the two.
    const firstPeakRss = server.peakRssMb();
    await server.stop();
    server = undefined;

    // On PostgreSQL, orders next to SQLite's and on several servers, before the database grows.
    const ordersFigures = postgres && selected(orders) ? await ordersComparison(env, database, drained) : undefined;

    // Then grown (while the server is stopped) to the size of a busy year.
    const counts = await bulkSeed(database, { stations: settings.stations, orders: settings.orders });
    console.log(`seeded ${counts.stations} stations and ${counts.orders} orders`);
    server = await startBuiltServer(env);
    const auth = { authorization: `Bearer ${await adminToken(server.url, admin.username, admin.password)}` };
    const grown = { title: `Grown to ${fmt(settings.stations)} stations and ${fmt(settings.orders)} orders`, counts, results: [] };
    phases.push(grown);
    grown.results = await runPhase(
      server,
      [
        { name: 'GET / (br)', path: '/', headers: br },
        { name: 'GET entry JS asset (br)', path: entryScript(), headers: br },
        { ...stateSearch, target: { ratio: 0.5, peer: 1 } },
        { ...textSearch, target: { ratio: 0.5, peer: 1 } },
        { ...fullList, target: { ratio: 0.3, peer: 1 } },
        { name: 'GET /api/admin/orders (first page)', path: '/api/admin/orders', headers: auth, target: { ms: 20 } },
        { name: 'GET /api/admin/analytics', path: '/api/admin/analytics', headers: auth, target: { ms: 50 } },
      ],
      { peer, drained },
    );
    const secondPeakRss = server.peakRssMb();
    await server.stop();
    server = undefined;

    // Then a million orders: only the operator's views, which must not slow down as orders accumulate.
    const bigCounts = await bulkSeed(database, { stations: settings.stations, orders: settings.bigOrders });
    console.log(`seeded ${bigCounts.stations} stations and ${bigCounts.orders} orders`);
    server = await startBuiltServer(env);
    const bigAuth = { authorization: `Bearer ${await adminToken(server.url, admin.username, admin.password)}` };
    const big = {
      title: `Grown to ${fmt(settings.stations)} stations and ${fmt(settings.bigOrders)} orders: the admin endpoints`,
      counts: bigCounts,
      results: [],
    };
    phases.push(big);
    big.results = await runPhase(server, await adminEndpoints(server.url, bigAuth), { peer: undefined, drained });
    const peakRss = Math.max(firstPeakRss, secondPeakRss, server.peakRssMb());
    await server.stop();
    server = undefined;
    const inTurns = postgres ? await adminInTurns(env, admin) : undefined;
    const all = phases.flatMap((p) => p.results);
    const loadRss = Math.max(...all.filter((r) => !r.unavailable).map((r) => r.rss));
    const errors =
      all.reduce((n, r) => n + (r.unavailable ? (r.ep.optional ? 0 : 1) : r.real.errors + r.real.non2xx + r.single.errors + r.single.non2xx), 0) +
      (ordersFigures ? ordersFigures.many.errors : 0) +
      [ordersFigures?.turns ?? [], inTurns ?? []].flat().reduce((n, r) => n + r.sqlite.errors + r.postgres.errors, 0);
    const markdown = render(phases, {
      date: new Date().toISOString().slice(0, 10),
      machine,
      peakRss,
      loadRss,
      errors,
      orders: ordersFigures,
      adminInTurns: inTurns,
    });
    console.log(`\n${markdown}\n`);
    if (!short && !only) {
      if (postgres) writeSection('bench-postgres', `## Server throughput and latency on PostgreSQL (\`pnpm bench --db postgres\`)\n\n${markdown}`);
      else writeSection('bench', `## Server throughput and latency (\`pnpm bench\`)\n\n${markdown}`);
      console.log('written to docs/benchmarks.md');
    }
    console.log(`bench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // The short mode checks the harness, not the figures: it fails only when something is broken.
    if (short && errors > 0) {
      console.error(`bench --short: ${errors} errors or unavailable endpoints`);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
