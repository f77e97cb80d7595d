// temporary profiling helper (not committed)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from './load.mjs';
import { bulkSeed } from './seed.mjs';
const [main, which, profDir, seconds = '5'] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'prof-'));
const env = { PATH: process.env.PATH, DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', RATE_LIMITS: 'off', LOG_LEVEL: 'error', ADMIN_USERNAME: 'a', ADMIN_PASSWORD: 'benchbenchbench' };
async function start(args) {
  const child = spawn(process.execPath, [...args, main], { env, cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  while (!/Serving on (\S+)/.test(log)) await new Promise((r) => setTimeout(r, 50));
  return { url: /Serving on (\S+)/.exec(log)[1], child };
}
let s = await start([]);
s.child.kill('SIGTERM'); await new Promise((r) => s.child.once('exit', r));
console.log(bulkSeed(join(dir, 'app.db'), { stations: 5000, orders: 50000 }));
s = await start(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []);
const token = (await (await fetch(`${s.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'a', password: 'benchbenchbench' }) })).json()).token;
const stationId = (await (await fetch(`${s.url}/api/stations?state=TX`)).json())[0].id;
const d = new Date(Date.now() + 10 * 86400000); while (d.getUTCDay() % 6 === 0) d.setUTCDate(d.getUTCDate() + 1);
const eps = {
  orders: { method: 'POST', path: '/api/orders', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientName: 'c', contactName: 'n', email: 'b@example.com', interviewTopic: 't', stationId, preferredDate: d.toISOString().slice(0, 10) }) },
  adminOrders: { path: '/api/admin/orders', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
  analytics: { path: '/api/admin/analytics', headers: { authorization: `Bearer ${token}` } },
  full: { path: '/api/stations', headers: { 'accept-encoding': 'gzip' } },
  tx: { path: '/api/stations?state=TX', headers: { 'accept-encoding': 'gzip' } },
  q: { path: '/api/stations?q=houston', paths: ['houston', 'abc', 'good morning', 'new york', 'KTRK', 'florida', 'nbc chicago', 'lifestyle', 'seattle', 'CA'].map((q) => `/api/stations?q=${encodeURIComponent(q)}`), headers: { 'accept-encoding': 'gzip' } },
  root: { path: '/', headers: { 'accept-encoding': 'gzip' } },
};
const ep = eps[which];
await load({ ...ep, url: s.url, seconds: 1, connections: 10 });
const r = await load({ ...ep, url: s.url, seconds: Number(seconds), connections: 10 });
const one = await load({ ...ep, url: s.url, seconds: 2, connections: 1 });
console.log(which, 'rps', Math.round(r.rps), 'p50', r.p50, 'p99', r.p99, 'err', r.errors, r.non2xx, '| 1 client p50', one.p50, 'p99', one.p99, 'rps', Math.round(one.rps));
s.child.kill('SIGTERM'); await new Promise((r) => s.child.once('exit', r));
rmSync(dir, { recursive: true, force: true });
