// The one-file build: release/spotlight-linux-x64 (made by `pnpm build:binary`) is copied alone
// into an empty folder and run there with an empty environment (no PATH, so no Node and no
// checkout to fall back on). It must migrate, seed, serve the web app and the API, take a booking
// whose two emails land as .eml files, back up while serving, stop on SIGTERM, and start again on
// the same data with the booking intact.
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validOrderBody } from '../support/orders';
import { freePort, waitUntil } from '../support/ports';
import { serverDir } from '../support/server-process';

const binary = resolve(serverDir, '..', '..', 'release', `spotlight-${process.platform}-${process.arch}`);

let dir: string;
let port: number;
const running = new Set<ChildProcess>();

interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs the copied binary in the folder with nothing in its environment but the port and host. */
function run(args: string[] = []): Run {
  const child = spawn('./spotlight', args, { cwd: dir, env: { PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      ok({ code, signal });
    }),
  );
  return { child, output: () => log, exit };
}

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

async function serving(server: Run): Promise<void> {
  await waitUntil(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`the binary exited early (${server.child.exitCode}):\n${server.output()}`);
      return (await fetch(url('/api/health')).catch(() => null))?.ok;
    },
    60_000,
    () => `no health answer:\n${server.output()}`,
  );
}

const outbox = () => (existsSync(join(dir, 'data', 'outbox')) ? readdirSync(join(dir, 'data', 'outbox')).filter((f) => f.endsWith('.eml')) : []);
/** An .eml body as text: quoted-printable soft breaks joined and =XX escapes decoded. */
const emlText = (file: string) =>
  readFileSync(join(dir, 'data', 'outbox', file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function count(file: string, table: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run \`pnpm build:binary\` first (pnpm test:e2e does)`);
  dir = mkdtempSync(join(tmpdir(), 'tvb-one-file-'));
  copyFileSync(binary, join(dir, 'spotlight'));
  port = await freePort();
});

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the one-file binary, alone in an empty folder with an empty environment', () => {
  it('prints its version and help without touching the folder', { timeout: 60_000 }, async () => {
    const version = run(['--version']);
    expect(await version.exit).toEqual({ code: 0, signal: null });
    expect(version.output()).toMatch(/^spotlight \d+\.\d+\.\d+ \(build [0-9a-f]{16}, Node v24\.\d+\.\d+, linux-x64\)\n$/);
    const help = run(['--help']);
    expect(await help.exit).toEqual({ code: 0, signal: null });
    for (const command of ['serve', 'migrate', 'seed', 'create-admin', 'reset-admin-password', 'backup <file>']) expect(help.output()).toContain(command);
    const wrong = run(['serv']);
    expect((await wrong.exit).code).toBe(2);
    expect(wrong.output()).toContain('Unknown command: serv');
    expect(readdirSync(dir)).toEqual(['spotlight']);
  });

  it('reads .env from the working directory: migrate, seed, create-admin and reset-admin-password on its DATA_DIR', { timeout: 120_000 }, async () => {
    writeFileSync(join(dir, '.env'), 'DATA_DIR=elsewhere\nADMIN_PASSWORD=a-password-from-dotenv\n');
    try {
      const migrate = run(['migrate']);
      expect(await migrate.exit).toEqual({ code: 0, signal: null });
      expect(migrate.output()).toContain('migrations applied');
      const db = join(dir, 'elsewhere', 'app.db');
      expect(count(db, 'stations')).toBe(0);
      const seed = run(['seed']);
      expect(await seed.exit).toEqual({ code: 0, signal: null });
      expect(seed.output()).toContain('seed: 252 station(s) added');
      expect(count(db, 'stations')).toBe(252);
      const admin = run(['create-admin', 'ops']);
      expect(await admin.exit).toEqual({ code: 0, signal: null });
      expect(admin.output()).toContain('Admin ops created.');
      const reset = run(['reset-admin-password', 'ops']);
      expect(await reset.exit).toEqual({ code: 0, signal: null });
      expect(reset.output()).toContain('Password of ops reset');
      expect(count(db, 'admins')).toBe(1);
      expect(existsSync(join(dir, 'data'))).toBe(false);
    } finally {
      rmSync(join(dir, '.env'));
      rmSync(join(dir, 'elsewhere'), { recursive: true, force: true });
    }
  });

  it('migrates, seeds, serves, books, backs up while serving, stops on SIGTERM and restarts with the booking', { timeout: 180_000 }, async () => {
    const first = run();
    await serving(first);
    expect(count(join(dir, 'data', 'app.db'), 'stations')).toBe(252);
    // Log lines are written asynchronously (within a second), the seed's among them.
    await waitUntil(
      () => first.output().includes('"stations":252') || undefined,
      10_000,
      () => `no seed line:\n${first.output()}`,
    );

    const landing = await fetch(url('/'));
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-type')).toContain('text/html');
    const html = await landing.text();
    expect(html).toContain('<title>Spotlight TV: get your clients on local TV</title>');
    expect(html).toContain('data-prerendered="/"');
    const stations = (await (await fetch(url('/api/stations'))).json()) as { id: string }[];
    expect(stations.length).toBeGreaterThan(200);

    const body = validOrderBody(stations[0]!.id, 1, 'one-file.example');
    const created = await fetch(url('/api/orders'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    const { orderNumber } = (await created.json()) as { orderNumber: string };
    // One email to the operations team, one to the requester, both written by the mail thread.
    const emails = await waitUntil(
      () => (outbox().length >= 2 ? outbox() : undefined),
      30_000,
      () => `outbox: ${outbox().join(', ')}\n${first.output()}`,
    );
    expect(emails).toHaveLength(2);
    const texts = emails.map(emlText);
    expect(texts.filter((t) => t.includes(orderNumber))).toHaveLength(2);
    expect(texts.some((t) => /^To: .*requester1@one-file\.example/m.test(t))).toBe(true);

    const backup = run(['backup', 'copy.db']);
    expect(await backup.exit).toEqual({ code: 0, signal: null });
    expect(backup.output()).toMatch(/backup written: copy\.db \(\d+ bytes\)/);
    expect(count(join(dir, 'copy.db'), 'orders')).toBe(1);
    expect(count(join(dir, 'copy.db'), 'stations')).toBe(252);
    expect((await fetch(url('/api/health'))).ok).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exit).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain('SIGTERM: finishing in-flight requests and stopping');

    const second = run();
    await serving(second);
    expect(second.output()).not.toContain('seeded station catalogue');
    // The restarted server finds the booking: the tracking link it emails lists it.
    const before = new Set(outbox());
    const link = await fetch(url('/api/orders/track-link'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: body.email }),
    });
    expect(link.status).toBe(202);
    const linkEmail = await waitUntil(
      () => outbox().find((f) => !before.has(f)),
      30_000,
      () => `no tracking email:\n${second.output()}`,
    );
    const token = /\/track\?token=([\w%.~-]+)/.exec(emlText(linkEmail))?.[1];
    expect(token).toBeTruthy();
    const list = (await (await fetch(url(`/api/orders/by-email?token=${token}`))).json()) as { orderNumber: string }[];
    expect(list.map((o) => o.orderNumber)).toEqual([orderNumber]);

    second.child.kill('SIGTERM');
    expect(await second.exit).toEqual({ code: 0, signal: null });
  });
});
