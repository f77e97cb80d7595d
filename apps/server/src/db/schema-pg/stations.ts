import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/stations.ts. */
export const { stations, dataVersions } = pgTables;
