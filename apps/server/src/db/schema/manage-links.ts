import { sqliteTables } from '../tables';

/** SQLite build of db/tables/manage-links.ts. */
export const { manageLinks } = sqliteTables;
