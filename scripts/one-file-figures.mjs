// The one-file build's figures for docs/benchmarks.md (reported, never asserted): the binary's
// size, the time from exec to the first answered request on an existing database, and the peak
// RSS at idle, each next to the server as `pnpm start` runs it, measured in the same run.
// Needs `pnpm build:binary` first. Usage: pnpm exec node scripts/one-file-figures.mjs [runs]
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = resolve(import.meta.dirname, '..');
const binary = join(root, 'release', `spotlight-${process.platform}-${process.arch}`);
const runs = Number(process.argv[2] ?? 5);
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/** Starts one server, returns ms from spawn to the first 200 of /api/health and its idle peak RSS. */
async function once(command, args, cwd, env) {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true, // its own process group: `pnpm start` runs the server two processes down
  });
  let ms;
  let cpuMs;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.ok) {
      ms = Number(process.hrtime.bigint() - started) / 1e6;
      cpuMs = cpuOf(child.pid);
      break;
    }
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    await sleep(2);
  }
  await sleep(5000); // idle
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const peakMb = Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((ok) => child.once('exit', ok));
  return { ms, cpuMs, peakMb };
}

/**
 * CPU time (user and system, ms) a process has used so far: unlike wall time, it hardly depends
 * on what else the machine is doing. Clock ticks are 1/100 s on Linux.
 */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label, command, args, cwd, env) {
  await once(command, args, cwd, env); // first start: migrates, seeds, unpacks; not counted
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(command, args, cwd, env));
  const of = (key) => median(results.map((r) => r[key]));
  return { label, ms: of('ms'), cpuMs: of('cpuMs'), peakMb: of('peakMb') };
}

const dir = mkdtempSync(join(tmpdir(), 'tvb-figures-'));
try {
  copyFileSync(binary, join(dir, 'spotlight'));
  const rows = [
    await measure('`./spotlight` (one file)', './spotlight', [], dir, { DATA_DIR: join(dir, 'one-file') }),
    // What `pnpm start` runs once the build is current (its wrapper adds pnpm's own start-up).
    await measure('`pnpm start` (its server process)', process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', 'apps/server/dist/main.js'], root, {
      PATH: process.env.PATH,
      DATA_DIR: join(dir, 'checkout'),
    }),
  ];
  const wrapped = await measure('`pnpm start` (the whole command)', 'pnpm', ['start'], root, {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: join(dir, 'checkout'),
  });
  rows.push({ ...wrapped, cpuMs: NaN, peakMb: NaN });
  const mb = (statSync(binary).size / 1024 / 1024).toFixed(1);
  console.log(`binary: ${mb} MB; ${runs} runs each, medians; Node ${process.version}\n`);
  console.log('| server | exec to first answer (existing database) | its CPU time until then | peak RSS at idle |');
  console.log('| --- | --- | --- | --- |');
  const or = (value, text) => (Number.isNaN(value) ? '(several processes)' : text);
  for (const r of rows) console.log(`| ${r.label} | ${r.ms.toFixed(0)} ms | ${or(r.cpuMs, `${r.cpuMs} ms`)} | ${or(r.peakMb, `${r.peakMb.toFixed(0)} MB`)} |`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
