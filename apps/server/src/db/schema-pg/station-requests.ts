import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/station-requests.ts. */
export const { stationRequests, slotOffers } = pgTables;
