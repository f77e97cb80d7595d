import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/google-flows.ts. */
export const { googleSignInFlows } = pgTables;
