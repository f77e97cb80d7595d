import { sqliteTables } from '../tables';

/** SQLite build of db/tables/order-events.ts. */
export const { orderEvents } = sqliteTables;
