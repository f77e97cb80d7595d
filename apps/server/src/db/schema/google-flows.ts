import { sqliteTables } from '../tables';

/** SQLite build of db/tables/google-flows.ts. */
export const { googleSignInFlows } = sqliteTables;
