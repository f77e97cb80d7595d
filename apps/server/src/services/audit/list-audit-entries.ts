import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuditTargetType } from './record-audit';

export type AuditEntry = typeof auditLog.$inferSelect;

export interface ListAuditEntriesOptions {
  db: Pick<Db, 'select'>;
  targetType: AuditTargetType;
  targetId: string;
}

/** Every audit entry about one record, oldest first. */
export async function listAuditEntries({ db, targetType, targetId }: ListAuditEntriesOptions): Promise<AuditEntry[]> {
  return await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));
}
