import { sqliteTables } from '../tables';

/** SQLite build of db/tables/orders.ts. */
export const { orders } = sqliteTables;
