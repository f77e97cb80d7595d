import { sqliteTables } from '../tables';

/** SQLite build of db/tables/station-requests.ts. */
export const { stationRequests, slotOffers } = sqliteTables;
