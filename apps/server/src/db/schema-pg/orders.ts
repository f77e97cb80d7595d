import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/orders.ts. */
export const { orders } = pgTables;
