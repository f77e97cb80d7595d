import type { Kit } from '../schema/columns';

/**
 * Rate-limit counters, one row per limited key (`<limiter>:<account or address>`), shared by every
 * server on the database. The columns are the ones rate-limiter-flexible's SQLite and PostgreSQL
 * stores read and write: `points` used in the window, `expire` the window's end in epoch milliseconds.
 */
export const rateLimitsTable = (k: Kit) =>
  k.table(
    'rate_limits',
    {
      key: k.text('key').primaryKey(),
      points: k.integer('points').notNull().default(0),
      expire: k.epochMs('expire'),
    },
    (t) => [k.index('rate_limits_expire_idx').on(t.expire)],
  );
