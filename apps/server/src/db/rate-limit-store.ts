import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from './client';
import type { PgDb } from './postgres';
import { isSqlite } from './transaction';

/**
 * rate-limiter-flexible's store for the `rate_limits` table (`key`, `points`, `expire` in epoch
 * ms), which the library reads and writes with its own SQL, hence here in db/.
 *
 * SQLite: its better-sqlite3 store, one upsert (in its own better-sqlite3 transaction) per count on
 * the shared connection. Known gap: an upsert that runs while a group commit is open joins that
 * group (db/transaction.ts), so a count can be undone with a work rolled back to its savepoint.
 * PostgreSQL: its Postgres store on the server's pool, one atomic upsert per count, so every app
 * server sharing the database counts against the same limit.
 */
export interface LimiterStore {
  /** The refusal when over the limit, else null. */
  consume(key: string): Promise<RateLimiterRes | null>;
  reward(key: string): Promise<void>;
}

export function rateLimiterStore(db: Db, opts: { keyPrefix: string; points: number; durationSeconds: number }): LimiterStore {
  const common = {
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: opts.keyPrefix,
    points: opts.points,
    duration: opts.durationSeconds,
  };
  const limiter: RateLimiterAbstract = isSqlite(db)
    ? new RateLimiterSQLite({ ...common, storeClient: db.$client, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...common, storeClient: (db as unknown as PgDb).$client, storeType: 'pool' });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (err) {
        if (err instanceof RateLimiterRes) return err;
        throw err;
      }
    },
    async reward(key) {
      await limiter.reward(key);
    },
  };
}
