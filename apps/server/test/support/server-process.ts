import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverChildEnv } from '../../../../scripts/server-child-env.mjs';
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.mjs';
import { waitUntil } from './ports';

/** apps/server, where the source entry and its tsx loader live. */
export const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsxLoader = pathToFileURL(join(serverDir, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and waits for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const live = new Set<ChildProcess>();
// A failing test must not leave servers behind: kill whatever is still running when the worker exits.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Starts the real server (src/main.ts through tsx, so tests run the current source without a
 * build) on a free loopback port, and waits until /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // The working directory is empty so no developer .env is read.
  const cwd = mkdtempSync(join(tmpdir(), 'tvb-cwd-'));
  let log = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', tsxLoader, join(serverDir, 'src', 'main.ts')], {
    cwd,
    env: {
      ...serverChildEnv(cwd),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'heavy-test-admin-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const exited = new Promise<void>((ok) =>
    child.once('exit', () => {
      live.delete(child);
      rmSync(cwd, { recursive: true, force: true });
      ok();
    }),
  );
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  try {
    const url = await waitUntil(
      () => {
        if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
        return /Serving on (http:\/\/\S+)/.exec(log)?.[1];
      },
      60_000,
      () => `server did not start:\n${log}`,
    );
    await waitUntil(
      async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok,
      10_000,
      () => `no health answer:\n${log}`,
    );
    return { url, pid: child.pid ?? -1, child, output: () => log, kill };
  } catch (err) {
    await kill('SIGKILL');
    throw err;
  }
}
