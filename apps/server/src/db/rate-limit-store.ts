import { RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from './client';
import { isSqlite } from './transaction';

/**
 * rate-limiter-flexible's store for the `rate_limits` table (`key`, `points`, `expire` in epoch
 * ms), which the library reads and writes with its own SQL, hence here in db/.
 *
 * SQLite: its better-sqlite3 store, one upsert (in its own better-sqlite3 transaction) per count on
 * the shared connection. Known gap: an upsert that runs while a group commit is open joins that
 * group (db/transaction.ts), so a count can be undone with a work rolled back to its savepoint.
 * PostgreSQL: the library's RateLimiterPostgres over the same table belongs here once the
 * PostgreSQL connection exists (db/postgres.ts); until then it is refused loudly.
 */
export interface LimiterStore {
  /** The refusal when over the limit, else null. */
  consume(key: string): Promise<RateLimiterRes | null>;
  reward(key: string): Promise<void>;
}

export function rateLimiterStore(db: Db, opts: { keyPrefix: string; points: number; durationSeconds: number }): LimiterStore {
  if (!isSqlite(db)) throw new Error('Rate limits on PostgreSQL need the PostgreSQL store (db/postgres.ts)');
  const limiter: RateLimiterAbstract = new RateLimiterSQLite({
    storeClient: db.$client,
    storeType: 'better-sqlite3',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: opts.keyPrefix,
    points: opts.points,
    duration: opts.durationSeconds,
  });
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
