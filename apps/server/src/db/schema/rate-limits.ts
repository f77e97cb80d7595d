import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';

/**
 * Rate-limit counters, one row per limited key (`<limiter>:<account or address>`), shared by every
 * server on the database. The columns are the ones rate-limiter-flexible's SQLite store reads and
 * writes: `points` used in the window, `expire` the window's end in epoch milliseconds.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: epochMs('expire'),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
