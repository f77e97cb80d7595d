import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/record-audit';

export interface RecordAdminSessionAuditOptions {
  tx: Pick<Db, 'insert'>;
  clock: Clock;
  admin: { id: string; username: string };
  /** A sign-in records the token it issued (after); a sign-out the token it revoked (before). */
  event: { action: 'admin.login'; after: { tokenId: string; expiresAt: string } } | { action: 'admin.logout'; before: { tokenId: string } };
}

/** An admin's own sign-in or sign-out, audited with the admin as both actor and target. */
export async function recordAdminSessionAudit({ tx, clock, admin, event }: RecordAdminSessionAuditOptions): Promise<void> {
  await recordAudit({ tx, clock, actor: { id: admin.id, username: admin.username }, targetType: 'admin', targetId: admin.id, ...event });
}
