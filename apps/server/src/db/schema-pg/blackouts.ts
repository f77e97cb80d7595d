import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/blackouts.ts. */
export const { stationBlackouts } = pgTables;
