// Real processes for the sync tests: the server, stopped and started again on the same port and
// data, and the console's main side (engine-host.ts) in its own Node process that can be killed
// outright.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from '../../server/test/support/ports';
import { startServerProcess, type ServerProcess } from '../../server/test/support/server-process';

const consoleDir = resolve(import.meta.dirname, '..');
export const repoRoot = resolve(consoleDir, '..', '..');
export const ADMIN = { username: 'admin', password: 'sync-admin-password' };

async function until<T>(what: string, probe: () => Promise<T | undefined>, output: () => string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} timed out:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

export interface RestartableServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server (its source, through the server tests' process helper) on a fixed port over
 * `dataDir`, or over `databaseUrl` on PostgreSQL, so it can be stopped and started again at the
 * address the console keeps.
 */
export async function restartableServer(opts: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<RestartableServer> {
  const port = await freePort();
  let current: ServerProcess | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    async start() {
      current = await startServerProcess({
        PORT: String(port),
        DATA_DIR: opts.dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        OPS_EMAIL: 'ops@example.test',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMITS: 'off',
        ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
        ...opts.env,
      });
    },
    async stop() {
      await current?.kill('SIGTERM');
      current = null;
    },
  };
}

export interface EngineProcess {
  url: string;
  call<T = unknown>(channel: string, ...args: unknown[]): Promise<T>;
  notices(): Promise<{ title: string; body: string; orderId: string }[]>;
  /** Ends it at once, mid-work: no shutdown handler runs. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** The console's main side over `userData` in a Node process of its own. */
export async function engineProcess(userData: string, env: Record<string, string> = {}): Promise<EngineProcess> {
  const tsx = join(repoRoot, 'apps/server/node_modules/tsx/dist/loader.mjs');
  const child = spawn(process.execPath, ['--import', tsx, join(consoleDir, 'test-support/engine-host.ts'), userData], {
    cwd: consoleDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = await until(
    'engine host',
    async () => {
      if (child.exitCode !== null) throw new Error(`engine host exited:\n${log}`);
      return /listening (\S+)/.exec(log)?.[1];
    },
    () => log,
  );
  return {
    url,
    async call<T>(channel: string, ...args: unknown[]) {
      const res = await fetch(`${url}/rpc`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel, args }) });
      const answer = (await res.json()) as { value?: T; error?: string };
      if (!res.ok) throw new Error(answer.error);
      return answer.value as T;
    },
    notices: async () => (await (await fetch(`${url}/notices`)).json()) as { title: string; body: string; orderId: string }[],
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

export { until };
