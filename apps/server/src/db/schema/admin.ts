import { sqliteTables } from '../tables';

/** SQLite build of db/tables/admin.ts. */
export const { admins, adminTokens, auditLog } = sqliteTables;
