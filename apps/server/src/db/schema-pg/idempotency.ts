import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/idempotency.ts. */
export const { idempotencyKeys } = pgTables;
