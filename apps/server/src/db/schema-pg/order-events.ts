import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/order-events.ts. */
export const { orderEvents } = pgTables;
