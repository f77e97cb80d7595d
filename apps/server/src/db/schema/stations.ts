import { sqliteTables } from '../tables';

/** SQLite build of db/tables/stations.ts. */
export const { stations, dataVersions } = sqliteTables;
