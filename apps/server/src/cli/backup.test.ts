import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedStations } from '../db/seed';
import { fixedClock } from '../lib/clock';
import { catalogueFile } from '../server';
import { backupDatabase, defaultBackupFile } from './backup';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

// A second process writing orders in transactions of five, as the server would, until SIGTERM.
// Each transaction's rows share a batch number, so a torn snapshot would show as a partial batch.
const WRITER = `
const Database = require(process.env.BETTER_SQLITE3);
const db = new Database(process.env.DB_FILE);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const station = db.prepare('select id from stations order by call_letters limit 1').pluck().get();
const insert = db.prepare("insert into orders (id, order_number, client_name, contact_name, email, interview_topic, station_id, preferred_date, status, created_at, updated_at) values (?, ?, 'Client', 'Contact', 'writer@example.test', ?, ?, '2030-01-07', 'pending', ?, ?)");
const batch = db.transaction((b) => {
  const now = new Date().toISOString();
  for (let i = 0; i < 5; i++) insert.run('w-' + b + '-' + i, 'W' + String(b * 5 + i).padStart(7, '0'), 'batch ' + b, station, now, now);
});
let b = 0;
let stop = false;
process.on('SIGTERM', () => (stop = true));
(function loop() {
  if (stop) { db.close(); process.exit(0); }
  batch(b++);
  if (b % 20 === 0) process.stdout.write(b + '\\n');
  setImmediate(loop);
})();
`;

let dir: string;
let writer: ChildProcess | undefined;

afterEach(async () => {
  if (writer && writer.exitCode === null) {
    writer.kill('SIGKILL');
    await new Promise((ok) => writer?.once('exit', ok));
  }
  writer = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function freshDatabase(): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'tvb-backup-'));
  const file = join(dir, 'app.db');
  const db = openDatabase(file);
  runMigrations(db);
  await seedStations(db, fixedClock('2026-11-20T15:00:00Z'), catalogueFile);
  // Some bulk, so the copy takes a while rather than a blink: 20,000 older orders.
  const station = db.$client.prepare('select id from stations limit 1').pluck().get();
  const insert = db.$client.prepare(
    "insert into orders (id, order_number, client_name, contact_name, email, interview_topic, station_id, preferred_date, status, notes, created_at, updated_at) values (?, ?, 'Client', 'Contact', 'old@example.test', 'old', ?, '2026-01-07', 'finished', ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
  );
  db.$client.transaction(() => {
    for (let i = 0; i < 20_000; i++) insert.run(`old-${i}`, `P${String(i).padStart(7, '0')}`, station, 'n'.repeat(200));
  })();
  db.$client.close();
  return file;
}

function startWriter(file: string): { batches(): number } {
  let last = 0;
  writer = spawn(process.execPath, ['-e', WRITER], {
    env: { ...process.env, BETTER_SQLITE3: require.resolve('better-sqlite3'), DB_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  writer.stdout?.on('data', (d: Buffer) => {
    const n = Number(d.toString().trim().split('\n').at(-1));
    if (n) last = n;
  });
  return { batches: () => last };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The writer's order rows, in a stable order, for comparing two files. */
const ordersIn = (db: Database.Database) =>
  db.prepare("select id, order_number, interview_topic, created_at from orders where order_number like 'W%' order by order_number").all() as {
    id: string;
    order_number: string;
    interview_topic: string;
  }[];

describe('cli backup', () => {
  it('copies the live database while another process writes, and the documented restore brings it back intact', { timeout: 60_000 }, async () => {
    const file = await freshDatabase();
    const w = startWriter(file);
    await until(() => w.batches() >= 40, 'the writer to get going');

    const source = openDatabase(file);
    const backupFile = defaultBackupFile(dir, new Date('2026-11-20T15:00:00Z'));
    const atStart = w.batches();
    const result = await backupDatabase(source.$client, backupFile);
    source.$client.close();
    // The writer kept committing during and after the copy.
    await until(() => w.batches() >= atStart + 40, 'more writes after the backup');
    writer?.kill('SIGTERM');
    await new Promise((ok) => writer?.once('exit', ok));

    expect(result.file).toBe(join(dir, 'backups', 'app-2026-11-20T15-00-00-000Z.db'));
    expect(result.bytes).toBeGreaterThan(0);
    const copy = new Database(backupFile, { readonly: true, fileMustExist: true });
    const copied = ordersIn(copy);
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.prepare('select count(*) from stations').pluck().get()).toBe(252);
    expect(copy.prepare("select count(*) from orders where order_number like 'P%'").pluck().get()).toBe(20_000);
    copy.close();

    // A consistent snapshot: whole transactions only, and a prefix of what the writer committed.
    const perBatch = new Map<string, number>();
    for (const o of copied) perBatch.set(o.interview_topic, (perBatch.get(o.interview_topic) ?? 0) + 1);
    expect([...perBatch.values()].every((n) => n === 5)).toBe(true);
    expect(copied.length / 5).toBeGreaterThanOrEqual(40);
    expect(copied.map((o) => o.order_number)).toEqual(Array.from({ length: copied.length }, (_, i) => `W${String(i).padStart(7, '0')}`));
    const live = new Database(file, { readonly: true });
    expect(ordersIn(live).length).toBeGreaterThan(copied.length);
    live.close();

    // Restore as the README says: server stopped, copy over app.db, remove -wal and -shm, start.
    copyFileSync(backupFile, file);
    rmSync(`${file}-wal`, { force: true });
    rmSync(`${file}-shm`, { force: true });
    const restored = openDatabase(file);
    runMigrations(restored);
    expect(ordersIn(restored.$client)).toEqual(copied);
    expect(restored.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    restored.$client.close();
  });

  it('writes backups readable by the owner only: DATA_DIR/backups 0700 (even if it existed), the copy 0600', async () => {
    const previous = process.umask(0o022);
    try {
      const file = await freshDatabase();
      const db = openDatabase(file);
      const own = defaultBackupFile(dir, new Date('2026-11-20T16:00:00Z'));
      mkdirSync(dirname(own), { recursive: true, mode: 0o755 });
      await backupDatabase(db.$client, own, { ownFolder: true });
      expect(statSync(dirname(own)).mode & 0o777).toBe(0o700);
      expect(statSync(own).mode & 0o777).toBe(0o600);
      const named = join(dir, 'elsewhere', 'copy.db');
      await backupDatabase(db.$client, named);
      expect(statSync(dirname(named)).mode & 0o777).toBe(0o700);
      expect(statSync(named).mode & 0o777).toBe(0o600);
      db.$client.close();
    } finally {
      process.umask(previous);
    }
  });

  it('never overwrites an existing file', async () => {
    const file = await freshDatabase();
    const db = openDatabase(file);
    const target = join(dir, 'copy.db');
    await backupDatabase(db.$client, target);
    await expect(backupDatabase(db.$client, target)).rejects.toThrow(/already exists/);
    db.$client.close();
  });

  it('is wired into the CLI: `cli backup <file>` against DATA_DIR', { timeout: 60_000 }, async () => {
    await freshDatabase();
    const target = join(dir, 'nightly.db');
    const tsx = pathToFileURL(join(serverDir, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    const run = spawnSync(process.execPath, ['--import', tsx, join(serverDir, 'src', 'cli', 'index.ts'), 'backup', target], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`backup written: ${target}`);
    expect(existsSync(target)).toBe(true);
    const copy = new Database(target, { readonly: true });
    expect(copy.prepare('select count(*) from stations').pluck().get()).toBe(252);
    copy.close();
  });
});
