import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/rate-limits.ts. */
export const { rateLimits } = pgTables;
