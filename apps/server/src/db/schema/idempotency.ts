import { sqliteTables } from '../tables';

/** SQLite build of db/tables/idempotency.ts. */
export const { idempotencyKeys } = sqliteTables;
