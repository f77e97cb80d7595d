// `pnpm bench`: autocannon against the production build seeded with 5,000 stations and 50,000
// orders. Every endpoint is measured next to a bare node:http server sending a body of the same
// size in the same run, and reported as a ratio (DESIGN 9). Targets are reported, never asserted.
// `--short` (or BENCH_SHORT=1): 1 s per endpoint on a small seed, to check the harness works.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, probe, startBare } from './bench/load.mjs';
import { machineDescription } from './bench/machine.mjs';
import { fmt, table, writeSection } from './bench/report.mjs';
import { bulkSeed, outboxDrained } from './bench/seed.mjs';
import { procMb, requireBuild, startBuiltServer, webDist } from './bench/server.mjs';

const short = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
// `--only <text>`: measure only the endpoints whose name contains text (nothing is written).
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1]?.toLowerCase() : undefined;
const settings = short
  ? { stations: 500, orders: 2_000, seconds: 1, warmup: 0.3, single: 0.5, connections: 10 }
  : { stations: 5_000, orders: 50_000, seconds: 10, warmup: 2, single: 3, connections: 10 };
const PEAK_RSS_TARGET_MB = 200;
const SEARCHES = ['houston', 'abc', 'good morning', 'new york', 'KTRK', 'florida', 'nbc chicago', 'lifestyle', 'seattle', 'CA'];

/** The first weekday at least 8 days ahead in the business time zone: a valid preferred date. */
function bookingDate(timeZone = 'America/New_York') {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 8);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The entry script index.html loads: the JS asset to measure. */
function entryScript() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const src = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no module script in apps/web/dist/index.html');
  return src;
}

async function adminToken(url, username, password) {
  const res = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
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
 * Measures one endpoint: under load, its bare twin under the same load, and one client alone.
 * `settle` runs between the app's run and the bare one: the order run waits there until its
 * queued email is delivered, so that the app's mail thread does not slow the bare server down.
 */
async function measure(server, ep, settle = async () => undefined) {
  const paths = ep.paths ?? [ep.path];
  const samples = [];
  for (const path of paths) samples.push(await probe(server.url, { ...ep, path }));
  const bad = samples.find((s) => s.status >= 400);
  if (bad) return { ep, unavailable: `answers ${bad.status}` };
  const bytes = samples.reduce((a, s) => a + s.body.length, 0) / samples.length;
  const request = { method: ep.method, headers: ep.headers, body: ep.body, path: paths[0], paths: ep.paths, connections: settings.connections };

  await load({ ...request, url: server.url, seconds: settings.warmup });
  const { result: real, rss } = await withRssSamples(server.pid, () => load({ ...request, url: server.url, seconds: settings.seconds }));
  const drainSeconds = await settle();
  const bare = await startBare(samples);
  let baseline;
  try {
    await load({ ...request, url: bare.url, seconds: settings.warmup });
    baseline = await load({ ...request, url: bare.url, seconds: settings.seconds });
  } finally {
    await bare.stop();
  }
  const single = await load({ ...request, url: server.url, seconds: settings.single, connections: 1 });
  return { ep, bytes, real, baseline, single, ratio: real.rps / baseline.rps, rss, drainSeconds };
}

function verdict(r) {
  const t = r.ep.target;
  if (!t || r.unavailable) return ['', ''];
  if (t.ratio) return [`ratio >= ${t.ratio}`, r.ratio >= t.ratio ? 'yes' : 'NO'];
  return [`1-client p50 < ${t.ms} ms`, r.single.p50 < t.ms ? 'yes' : 'NO'];
}

function render(results, context) {
  const rows = results.map((r) => {
    if (r.unavailable) return [r.ep.name, '', '', '', '', '', '', '', '', '', `not measured: ${r.unavailable}`, ''];
    const errors = r.real.errors + r.real.non2xx + r.single.errors + r.single.non2xx;
    return [
      r.ep.name,
      fmt(r.bytes / 1024, 1),
      fmt(r.real.rps),
      `${fmt(r.real.p50)} / ${fmt(r.real.p99)}`,
      fmt(r.baseline.rps),
      fmt(r.ratio, 2),
      `${fmt(r.single.p50)} / ${fmt(r.single.p99)}`,
      fmt(r.single.rps),
      String(errors),
      fmt(r.rss, 0),
      ...verdict(r),
    ];
  });
  const header = ['endpoint', 'body KB', 'req/s', 'p50 / p99 ms', 'bare req/s', 'ratio', '1 client p50 / p99 ms', '1 client req/s', 'errors', 'RSS under load MB', 'target', 'met'];
  return [
    `Measured ${context.date} on: ${context.machine}.`,
    '',
    `Seed: ${fmt(context.counts.stations)} stations, ${fmt(context.counts.orders)} orders. autocannon, ${settings.connections} connections, ${settings.seconds} s per endpoint after ${settings.warmup} s of warm-up, then one connection alone for ${settings.single} s (the latency a single user sees). "bare" is a node:http server answering, in the same run, with the very bytes the app sent (same status, type, encoding and body: the same size, and the same cost for the load generator to decode); ratio = req/s of the app / req/s of bare. The two static files are fetched as browsers fetch them (\`Accept-Encoding: gzip, deflate, br\`, so precompressed brotli); API answers are measured uncompressed (ASCII JSON): autocannon reads binary bodies far more slowly than ASCII ones, so with gzip it, not the server, becomes the bottleneck of both runs and every ratio comes out close to 1. "RSS under load" is the highest resident memory sampled every 100 ms during the endpoint's run. Server: the production build with RATE_LIMITS=off, LOG_LEVEL=error, email to .eml files.`,
    '',
    table(header, rows),
    '',
    ...results.filter((r) => r.drainSeconds !== undefined).map((r) => `The emails queued by ${r.ep.name} (two per order, delivered by the mail worker thread) were all written ${fmt(r.drainSeconds, 1)} s after its run; its bare twin and the next endpoint were measured only then.\n`),
    `Peak RSS of the server over the whole run (VmHWM, start and admin sign-in included): ${fmt(context.peakRss, 0)} MB; highest under load: ${fmt(context.loadRss, 0)} MB (target < ${PEAK_RSS_TARGET_MB} MB: ${context.peakRss < PEAK_RSS_TARGET_MB ? 'met' : 'NOT met'}). Errors and non-2xx answers: ${context.errors} (target 0).`,
  ].join('\n');
}

async function main() {
  requireBuild();
  const started = Date.now();
  const machine = machineDescription();
  console.log(`bench${short ? ' --short' : ''}: ${machine}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tvb-bench-'));
  const admin = { username: 'bench-admin', password: randomBytes(18).toString('base64url') };
  const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'error', ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password };
  let server;
  try {
    // First start migrates, seeds the catalogue and creates the admin; then the bulk seed goes in while it is stopped.
    await (await startBuiltServer(env)).stop();
    const counts = bulkSeed(join(dataDir, 'app.db'), { stations: settings.stations, orders: settings.orders });
    console.log(`seeded ${counts.stations} stations and ${counts.orders} orders`);
    server = await startBuiltServer(env);
    const auth = { authorization: `Bearer ${await adminToken(server.url, admin.username, admin.password)}` };
    const stationId = (await (await fetch(`${server.url}/api/stations?state=TX`)).json())[0]?.id;
    const order = {
      agencyName: 'Bench Agency', clientName: 'Bench Client', contactName: 'Bench Contact', email: 'bench@example.com',
      phone: '+1 555 010 2030', interviewTopic: 'Benchmarks', stationId, preferredDate: bookingDate(), alternativeDate: null, notes: 'Load test',
    };
    // Static files as browsers fetch them (precompressed br). API answers uncompressed: autocannon
    // reads binary bodies far more slowly than ASCII JSON, so with gzip it would be the bottleneck
    // of both runs (app and bare) and every ratio would come out close to 1.
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const endpoints = [
      { name: 'GET / (br)', path: '/', headers: br },
      { name: 'GET entry JS asset (br)', path: entryScript(), headers: br },
      { name: 'GET /api/stations?state=TX', path: '/api/stations?state=TX', target: { ratio: 0.5 } },
      { name: `GET /api/stations?q= (${SEARCHES.length} queries)`, paths: SEARCHES.map((q) => `/api/stations?q=${encodeURIComponent(q)}`), target: { ratio: 0.5 } },
      { name: 'GET /api/stations (full list)', path: '/api/stations', target: { ratio: 0.3 } },
      { name: 'POST /api/orders', method: 'POST', path: '/api/orders', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order), target: { ratio: 0.1 } },
      { name: 'GET /api/admin/orders (first page)', path: '/api/admin/orders', headers: auth, target: { ms: 20 } },
      { name: 'GET /api/admin/analytics', path: '/api/admin/analytics', headers: auth, target: { ms: 50 } },
    ];
    const results = [];
    // Every order queues two emails: the mail thread catches up before anything else is measured.
    const drained = () => outboxDrained(join(dataDir, 'app.db'));
    for (const ep of endpoints.filter((e) => !only || e.name.toLowerCase().includes(only))) {
      const r = await measure(server, ep, ep.method === 'POST' ? drained : undefined);
      results.push(r);
      console.log(r.unavailable ? `${ep.name}: ${r.unavailable}` : `${ep.name}: ${fmt(r.real.rps)} req/s (bare ${fmt(r.baseline.rps)}, ratio ${fmt(r.ratio, 2)}), p99 ${r.real.p99} ms, 1 client p50 ${r.single.p50} ms`);
      if (r.drainSeconds !== undefined) {
        // The single-client run queued a few more; wait for those too.
        await drained();
        console.log(`  its emails were all sent ${fmt(r.drainSeconds, 1)} s after the run`);
      }
    }
    const peakRss = server.peakRssMb();
    const loadRss = Math.max(...results.filter((r) => !r.unavailable).map((r) => r.rss));
    const errors = results.reduce((n, r) => n + (r.unavailable ? 1 : r.real.errors + r.real.non2xx + r.single.errors + r.single.non2xx), 0);
    await server.stop();
    server = undefined;
    const markdown = render(results, { date: new Date().toISOString().slice(0, 10), machine, counts, peakRss, loadRss, errors });
    console.log(`\n${markdown}\n`);
    if (!short && !only) {
      writeSection('bench', `## Server throughput and latency (\`pnpm bench\`)\n\n${markdown}`);
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
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
