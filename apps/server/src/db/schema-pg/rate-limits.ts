import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';

const { epochMs } = pgColumns;

/** PostgreSQL twin of schema/rate-limits.ts (`expire` a bigint: epoch milliseconds). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: epochMs('expire'),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
