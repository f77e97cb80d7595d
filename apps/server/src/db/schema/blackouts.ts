import { sqliteTables } from '../tables';

/** SQLite build of db/tables/blackouts.ts. */
export const { stationBlackouts } = sqliteTables;
