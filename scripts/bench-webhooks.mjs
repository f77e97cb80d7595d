// What registered webhook endpoints cost a booking: POST /api/orders on the production build
// (SQLite) with no endpoint and with three endpoints subscribed to order.created, interleaved
// runs on fresh databases, plus how long each delivery took from the order's commit to its
// arrival at a receiver on loopback that answers at once. Reported, never asserted.
// Usage: pnpm build && node scripts/bench-webhooks.mjs [seconds=10] [rounds=2]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from './bench/load.mjs';
import { orderFor } from './bench/order-body.mjs';
import { requireBuild, startBuiltServer } from './bench/server.mjs';

const seconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 2);
const ADMIN = { username: 'bench', password: 'bench-admin-password-123' };

/**
 * A receiver answering 204 at once, in a process of its own (so it takes no CPU from the load
 * generator), noting for each delivery the ms from the event to its arrival: GET /stats reads
 * and clears them.
 */
const RECEIVER = `
const delays = [];
require('node:http').createServer((req, res) => {
  if (req.method === 'GET') { res.end(JSON.stringify(delays.splice(0))); return; }
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    try { delays.push(Date.now() - Date.parse(JSON.parse(body).timestamp)); } catch {}
    res.writeHead(204).end();
  });
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;
async function startReceiver() {
  const child = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((ok) => child.stdout.once('data', (d) => ok(Number(String(d).trim()))));
  const url = `http://127.0.0.1:${port}`;
  return { url, take: async () => (await fetch(`${url}/stats`)).json(), close: () => child.kill() };
}

const pct = (list, p) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

async function run(endpoints, receiver) {
  const dir = mkdtempSync(join(tmpdir(), 'tvb-bench-webhooks-'));
  const server = await startBuiltServer({
    DATA_DIR: dir,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
    WEBHOOKS_ALLOW_LOOPBACK: '1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const { token } = await (
      await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    ).json();
    for (let i = 0; i < endpoints; i++) {
      const res = await fetch(`${server.url}/api/admin/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: `${receiver.url}/hook/${i}`, events: ['order.created'] }),
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    }
    const body = JSON.stringify(await orderFor(server.url));
    const request = { url: server.url, method: 'POST', path: '/api/orders', headers: { 'content-type': 'application/json' }, body, connections: 10 };
    // First one booking every 100 ms, as a busy day looks: the delay a receiver sees when the
    // deliveries keep up. Then full load (10 connections), when they queue behind the bookings.
    for (let i = 0; i < 50; i++) {
      await fetch(`${server.url}/api/orders`, { method: 'POST', headers: request.headers, body });
      await new Promise((ok) => setTimeout(ok, 100));
    }
    await new Promise((ok) => setTimeout(ok, endpoints ? 2_000 : 0));
    const paced = await receiver.take();
    await load({ ...request, seconds: 2 });
    const result = await load({ ...request, seconds });
    const underLoad = await receiver.take();
    return { rps: result.rps, p99: result.p99, errors: result.errors + result.non2xx, underLoad, paced };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

requireBuild();
const receiver = await startReceiver();
const results = { 0: [], 3: [] };
for (let r = 0; r < rounds; r++) {
  for (const endpoints of [0, 3]) {
    const res = await run(endpoints, receiver);
    results[endpoints].push(res);
    const d = (l) => (l.length ? `deliveries ${l.length}, p50 ${pct(l, 50)} ms, p99 ${pct(l, 99)} ms` : 'no deliveries');
    console.log(
      `round ${r + 1}, ${endpoints} endpoints: ${res.rps.toFixed(0)} orders/s (p99 ${res.p99} ms, errors ${res.errors}); paced 10/s: ${d(res.paced)}; arrived during the load run: ${d(res.underLoad)}`,
    );
  }
}
const mean = (l) => l.reduce((a, b) => a + b, 0) / l.length;
const base = mean(results[0].map((r) => r.rps));
const hooked = mean(results[3].map((r) => r.rps));
console.log(`mean orders/s: no endpoint ${base.toFixed(0)}, 3 endpoints ${hooked.toFixed(0)} (${((1 - hooked / base) * 100).toFixed(1)} % fewer)`);
receiver.close();
