import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { notifications } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

export interface DeleteNotificationOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  id: string;
}

/** Deletes a notification; the public banner stops showing it at once. 404 if unknown. */
export async function deleteNotification({ deps, actor, id }: DeleteNotificationOptions): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const before = (await tx.select().from(notifications).where(eq(notifications.id, id)))[0];
    if (!before) throw notFound('Notification not found');
    await tx.delete(notifications).where(eq(notifications.id, id));
    await recordAudit({ tx, clock: deps.clock, actor, action: 'notification.delete', targetType: 'notification', targetId: id, before });
  });
}
