import { sqliteTables } from '../tables';

/** SQLite build of db/tables/order-counts.ts. */
export const { orderCounts, orderCountDeltas, orderFirstActions } = sqliteTables;
