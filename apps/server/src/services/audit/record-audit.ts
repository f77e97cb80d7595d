import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** Who made a change: an admin, or the command line (id null). */
export interface AuditActor {
  id: string | null;
  username: string;
}

/** The actor of changes made with the server CLI. */
export const CLI_ACTOR: AuditActor = { id: null, username: 'cli' };

export type AuditTargetType = 'station' | 'order' | 'notification' | 'admin' | 'webhook';

export interface RecordAuditOptions {
  /** The transaction of the change being recorded. */
  tx: Pick<Db, 'insert'>;
  clock: Clock;
  actor: AuditActor;
  /** Dotted verb, e.g. 'station.update', 'order.status'. */
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one audit_log row. Called inside the transaction of the change it records, so the
 * change and its record commit or roll back together.
 */
export async function recordAudit({ tx, clock, ...entry }: RecordAuditOptions): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: entry.actor.id,
    adminUsername: entry.actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: clock.now().toISOString(),
  });
}
