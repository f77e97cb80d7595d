import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from './client';
import type { PgDb } from './postgres';
import { inTransaction, isSqlite } from './transaction';

/**
 * rate-limiter-flexible's store for the `rate_limits` table (`key`, `points`, `expire` in epoch
 * ms), which the library reads and writes with its own SQL, hence here in db/.
 *
 * SQLite: its better-sqlite3 store, one upsert per count on the shared connection, run as a
 * transaction of its own through `inTransaction`: a statement run while another request's
 * transaction is open would otherwise join it, and be undone if that work is rolled back.
 * PostgreSQL: its Postgres store on the server's pool, one atomic upsert per count, so every app
 * server sharing the database counts against the same limit.
 */
export interface LimiterStore {
  /** The refusal when over the limit, else null. */
  consume(key: string): Promise<RateLimiterRes | null>;
  reward(key: string): Promise<void>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
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
  const sqlite = isSqlite(db);
  const limiter: RateLimiterAbstract = sqlite
    ? new RateLimiterSQLite({ ...common, storeClient: db.$client, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...common, storeClient: (db as unknown as PgDb).$client, storeType: 'pool' });
  // PostgreSQL: each upsert is atomic on its own pooled connection.
  const own = <T>(write: () => Promise<T>): Promise<T> => (sqlite ? inTransaction(db, write) : write());
  const consume = async (key: string) => {
    try {
      await limiter.consume(key);
      return null;
    } catch (err) {
      // A refusal is an answer, not a failure: its count stays written.
      if (err instanceof RateLimiterRes) return err;
      throw err;
    }
  };
  return {
    consume: (key) => own(() => consume(key)),
    async reward(key) {
      await own(() => limiter.reward(key));
    },
    async clear(key) {
      await own(() => limiter.delete(key));
    },
  };
}
