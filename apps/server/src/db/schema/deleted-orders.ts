import { sqliteTables } from '../tables';

/** SQLite build of db/tables/deleted-orders.ts. */
export const { deletedOrders } = sqliteTables;
