import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrate';
import * as pgSchema from './schema-pg';

/**
 * PostgreSQL through node-postgres (`pg`): drizzle's node-postgres driver over a `pg.Pool`.
 * Chosen over postgres.js because the pool is explicit (size, timeouts, end()), and because
 * rate-limiter-flexible's Postgres store and the job queues (pg-boss, graphile-worker) take a
 * `pg` pool too, so one pool serves them all.
 */
export type PgDb = NodePgDatabase<typeof pgSchema> & { $client: pg.Pool };

export interface PostgresOptions {
  /** Connections kept by this process (DATABASE_POOL_SIZE); default 10. */
  poolSize?: number;
  /** How long a query waits for a free or new connection before failing; default 5 s. */
  connectionTimeoutMs?: number;
  /**
   * An idle pooled connection failed (the server restarted, the network dropped). The pool drops
   * it and the next query reconnects; without a listener node-postgres would crash the process.
   */
  onIdleError?: (err: Error) => void;
}

/** Opens a pool on `url` (postgres:// or postgresql://); connections are made on first use. */
export function openPostgres(url: string, opts: PostgresOptions = {}): PgDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: opts.connectionTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    application_name: 'spotlight',
  });
  pool.on('error', opts.onIdleError ?? (() => {}));
  // node-postgres emits 'error' on a client whose connection breaks (the database restarted or
  // ended it), whether or not a query is running on it. The pool listens only while the client is
  // idle; one checked out, as a transaction holds its client between statements, had no listener,
  // so a connection ended under a transaction crashed the process. With this one, the statement
  // running, or the next one, fails with the error instead, and the pool drops the client when it
  // is released (it is no longer queryable): that request fails, the server goes on.
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle<typeof pgSchema, pg.Pool>({ client: pool, schema: pgSchema });
}

/**
 * Applies every pending migration of migrations-pg, in one transaction; safe to run at each start
 * and from several servers at once (an advisory lock makes the others wait, then find nothing to do).
 */
export async function runPgMigrations(db: PgDb): Promise<void> {
  const client = await db.$client.connect();
  try {
    // Any fixed key: it only has to be the same for every server migrating this database.
    await client.query('select pg_advisory_lock(1895324441)');
    try {
      await migrate(drizzle({ client, schema: pgSchema }), { migrationsFolder: migrationsFolder('migrations-pg') });
    } finally {
      await client.query('select pg_advisory_unlock(1895324441)');
    }
  } finally {
    client.release();
  }
}

/**
 * One round trip: throws when the database cannot be reached (the health check's seam). On the
 * pool itself, so the error is node-postgres' own (ECONNREFUSED, …), not drizzle's "Failed query".
 */
export async function pingPostgres(db: PgDb): Promise<void> {
  await db.$client.query('select 1');
}

export async function closePostgres(db: PgDb): Promise<void> {
  await db.$client.end();
}

export { pgSchema };
