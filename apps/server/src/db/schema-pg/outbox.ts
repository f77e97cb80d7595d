import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/outbox.ts. */
export const { outbox } = pgTables;
