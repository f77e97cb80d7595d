import { sqliteTables } from '../tables';

/** SQLite build of db/tables/rate-limits.ts. */
export const { rateLimits } = sqliteTables;
