// Starts the production build (apps/server/dist/main.js) as a child process on a free loopback
// port, and reads its memory high-water mark from /proc.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * Runs the built server with `env` (DATA_DIR required) and resolves once it answers /api/health.
 * The working directory is a fresh empty one, so no developer .env is read.
 */
export async function startBuiltServer(env) {
  const cwd = mkdtempSync(join(tmpdir(), 'tvb-bench-cwd-'));
  let log = '';
  const child = spawn(process.execPath, [serverMain], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
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
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`the server did not start:\n${log}`);
    }
    url = /Serving on (http:\/\/\S+)/.exec(log)?.[1];
    if (!url) await sleep(50);
  }
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`no answer from ${url}/api/health:\n${log}`);
    }
    await sleep(50);
  }
  return { url, pid: child.pid, child, output: () => log, stop, peakRssMb: () => procMb(child.pid, 'VmHWM') };
}
