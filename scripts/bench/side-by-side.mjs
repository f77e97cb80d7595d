// The same requests on a PostgreSQL server and on a SQLite server, the two taking turns: the admin
// reads, and the booking.
//
// Why turns: the targets ("PostgreSQL at least as fast as SQLite on the admin endpoints",
// bookings on PostgreSQL at least 0.5 of SQLite's) compare two databases, and two separate runs
// on this shared machine do not compare. In two
// runs of 2026-11-28, one after the other on an idle machine (load average under 2), the bare
// node:http server's req/s on GET / fell from 35,122 in one phase of the SQLite run to 17,104 in
// the next, as the host's other work came and went: every figure of the later phases halved with
// it, on both databases. Here each endpoint is run on one server then the other, a short turn each,
// several rounds (who goes first alternating), so that whatever the machine does in those seconds
// falls on both; each database's figures gather its turns.
import { fmt, table } from './report.mjs';
import { procCpuMs } from './server.mjs';

/** One client for `ms`: each answered request's time (ms), the body read whole, on one kept-alive connection; and the failed ones. */
async function oneClient(url, { method, headers, body }, ms) {
  const times = [];
  let errors = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const start = performance.now();
    const res = await fetch(url, { method, headers, body });
    await res.arrayBuffer();
    if (res.ok) times.push(performance.now() - start);
    else errors++;
  }
  return { times, errors };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Runs each pair of requests (the same call on each server) in turns: per round, one client for
 * `seconds` on each server, then `connections` clients for `seconds` on each (autocannon through
 * `load`), the server going first alternating by round.
 * - `servers`: `{ sqlite, postgres }`, each `{ url, headers, pid, settle? }`; `settle`, when given,
 *   is awaited after each of that server's turns (the emails a booking turn queued, sent before
 *   the next turn, whichever server it is on); `pid` gives the server process's CPU per request
 *   under load (PostgreSQL's own processes are not counted).
 * - `pairs`: `{ name, method?, headers?, sqlite: { path, body? }, postgres: { path, body? }, atLeast? }`,
 *   `atLeast` the target ratio (1 when not given: as fast).
 */
export async function sideBySide(servers, pairs, { rounds, seconds, warmup, connections, load }) {
  const results = [];
  for (const pair of pairs) {
    const request = (db) => ({ method: pair.method, headers: { ...servers[db].headers, ...pair.headers }, ...pair[db] });
    const settle = async (db) => servers[db].settle?.();
    const figures = { sqlite: { times: [], requests: 0, cpuMs: 0, errors: 0 }, postgres: { times: [], requests: 0, cpuMs: 0, errors: 0 } };
    for (const db of ['sqlite', 'postgres']) {
      await load({ url: servers[db].url, ...request(db), seconds: warmup, connections });
      await settle(db);
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['sqlite', 'postgres'] : ['postgres', 'sqlite'];
      for (const db of order) {
        const { path, ...init } = request(db);
        const { times, errors } = await oneClient(`${servers[db].url}${path}`, init, seconds * 1000);
        figures[db].times.push(...times);
        figures[db].errors += errors;
        await settle(db);
      }
      for (const db of order) {
        const before = procCpuMs(servers[db].pid);
        const run = await load({ url: servers[db].url, ...request(db), seconds, connections });
        figures[db].cpuMs += procCpuMs(servers[db].pid) - before;
        figures[db].requests += run.total;
        figures[db].errors += run.errors + run.non2xx;
        await settle(db);
      }
    }
    const summary = Object.fromEntries(
      Object.entries(figures).map(([db, f]) => {
        const sorted = f.times.sort((a, b) => a - b);
        return [
          db,
          {
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
            single: sorted.length / (rounds * seconds),
            rps: f.requests / (rounds * seconds),
            cpuUs: (f.cpuMs * 1000) / Math.max(1, f.requests),
            errors: f.errors,
          },
        ];
      }),
    );
    const result = { name: pair.name, atLeast: pair.atLeast ?? 1, ...summary };
    console.log(
      `${pair.name}: 1 client p50 ${fmt(result.sqlite.p50, 1)} / ${fmt(result.postgres.p50, 1)} ms, ${connections} clients ${fmt(result.sqlite.rps)} / ${fmt(result.postgres.rps)} req/s (SQLite / PostgreSQL)`,
    );
    results.push(result);
  }
  return results;
}

/** How the turns ran, for the text above a table. */
export const turnsText = ({ rounds, seconds, connections }) =>
  `${rounds} rounds: one client for ${seconds} s on each server (its own loop of requests, each body read whole), then ${connections} clients for ${seconds} s on each (autocannon), the server going first alternating; each database's figures gather its turns, so that what the shared machine does in those seconds falls on both. Ratio = PostgreSQL's requests a second over SQLite's. CPU: the server process's own per request under ${connections} clients (PostgreSQL's processes not counted).`;

/** The side-by-side table: each pair's figures on both, and PostgreSQL's over SQLite's against its target. */
export function renderSideBySide(results, { connections }) {
  const rows = results.map((r) => {
    const single = r.postgres.single / r.sqlite.single;
    const loaded = r.postgres.rps / r.sqlite.rps;
    const met = (ratio) => (ratio >= r.atLeast ? 'yes' : 'NO');
    return [
      r.name,
      `${fmt(r.sqlite.p50, 1)} / ${fmt(r.sqlite.p99, 1)}`,
      `${fmt(r.postgres.p50, 1)} / ${fmt(r.postgres.p99, 1)}`,
      `${fmt(r.sqlite.single)} / ${fmt(r.postgres.single)}`,
      fmt(single, 2),
      `${fmt(r.sqlite.rps)} / ${fmt(r.postgres.rps)}`,
      fmt(loaded, 2),
      `${fmt(r.sqlite.cpuUs)} / ${fmt(r.postgres.cpuUs)}`,
      String(r.sqlite.errors + r.postgres.errors),
      `>= ${r.atLeast}`,
      `${met(single)}; ${met(loaded)}`,
    ];
  });
  return table(
    [
      'endpoint',
      'SQLite 1 client p50 / p99 ms',
      'PostgreSQL 1 client p50 / p99 ms',
      '1 client req/s SQLite / PostgreSQL',
      'ratio 1 client',
      `${connections} clients req/s SQLite / PostgreSQL`,
      `ratio ${connections} clients`,
      'CPU µs/req SQLite / PostgreSQL',
      'errors',
      'target ratio',
      `met (1 client; ${connections})`,
    ],
    rows,
  );
}
