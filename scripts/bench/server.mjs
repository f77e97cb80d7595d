// Starts the production build (apps/server/dist/main.js) as a child process on a free loopback
// port, and reads its memory high-water mark from /proc.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverChildEnv } from '../server-child-env.mjs';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverMain = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const webDist = join(repoRoot, 'apps', 'web', 'dist');

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** Fails with a clear message when the production build is missing. */
export function requireBuild() {
  for (const file of [serverMain, join(webDist, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first.`);
  }
}

/** A /proc/<pid>/status field in MB (VmHWM: peak resident set size; VmRSS: current). */
export function procMb(pid, field = 'VmHWM') {
  try {
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The last `bytes` of a file (the server's log can grow to tens of MB under load at LOG_LEVEL=info). */
function tail(file, bytes = 20_000) {
  try {
    const size = statSync(file).size;
    const fd = openSync(file, 'r');
    const buf = Buffer.alloc(Math.min(size, bytes));
    readSync(fd, buf, 0, buf.length, size - buf.length);
    closeSync(fd);
    return buf.toString('utf8');
  } catch {
    return '';
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (NaN when unreadable). */
export function procCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * Runs the built server with `env` (DATA_DIR required) and resolves once it answers /api/health.
 * The working directory is a fresh empty one, so no developer .env is read. Its output goes to a
 * file there, as a deployment's goes to a log collector: a pipe read by this process would make
 * the load generator's own process pay for every log line. BENCH_NODE_OPTIONS, when set, is
 * the server's NODE_OPTIONS (to measure a runtime flag, e.g. `--max-semi-space-size=8`).
 */
export async function startBuiltServer(env) {
  const cwd = mkdtempSync(join(tmpdir(), 'tvb-bench-cwd-'));
  const logFile = join(cwd, 'server.log');
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
    cwd,
    env: {
      ...serverChildEnv(cwd),
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const log = () => tail(logFile);
  const exited = new Promise((ok) => child.once('exit', ok)).then(() => rmSync(cwd, { recursive: true, force: true }));
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  };
  const deadline = Date.now() + 60_000;
  let url;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`the server did not start:\n${log()}`);
    }
    url = /Serving on (http:\/\/\S+)/.exec(log())?.[1];
    if (!url) await sleep(50);
  }
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`no answer from ${url}/api/health:\n${log()}`);
    }
    await sleep(50);
  }
  return { url, pid: child.pid, child, output: log, logFile, stop, peakRssMb: () => procMb(child.pid, 'VmHWM') };
}
