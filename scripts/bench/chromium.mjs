// Launches the machine's Chromium with a DevTools port for Lighthouse (no chrome-launcher).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Starts Chromium on a free debugging port; resolves once DevTools answers, with port and stop(). */
export async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'tvb-chromium-'));
  // Its own process group, so stop() ends the browser and every helper process it started.
  const child = spawn(
    chromiumPath,
    [...FLAGS, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, 'about:blank'],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  const exited = new Promise((ok) => child.once('exit', ok));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5_000);
    await exited;
    clearTimeout(force);
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${chromiumPath} exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${chromiumPath} did not open its DevTools port`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
