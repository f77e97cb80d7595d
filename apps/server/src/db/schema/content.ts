import { sqliteTables } from '../tables';

/** SQLite build of db/tables/content.ts. */
export const { notifications, chatQueries, unmetSearches } = sqliteTables;
