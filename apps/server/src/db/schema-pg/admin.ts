import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/admin.ts. */
export const { admins, adminTokens, auditLog } = pgTables;
