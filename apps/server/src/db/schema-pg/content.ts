import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/content.ts. */
export const { notifications, chatQueries, unmetSearches } = pgTables;
