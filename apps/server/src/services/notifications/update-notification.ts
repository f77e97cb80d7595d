import { eq } from 'drizzle-orm';
import type { Notification, NotificationUpdate } from '@app/core';
import type { AppDeps } from '../../context';
import { notifications } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { notificationJson, type NotificationRow } from './notification-json';

const END_BEFORE_START = 'End date must be on or after the start date';

export interface UpdateNotificationOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  id: string;
  /** The fields to change (absent ones stay). */
  patch: NotificationUpdate;
}

/**
 * Changes the given fields (e.g. isActive to switch it on or off); 404 if unknown. The date
 * order is checked against the stored date when only one of the two is sent.
 */
export async function updateNotification({ deps, actor, id, patch }: UpdateNotificationOptions): Promise<Notification> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<NotificationRow>;
  return inTransaction(deps.db, async (tx) => {
    const before = (await tx.select().from(notifications).where(eq(notifications.id, id)))[0];
    if (!before) throw notFound('Notification not found');
    const after: NotificationRow = { ...before, ...changes, updatedAt: deps.clock.now().toISOString() };
    if (after.endDate && after.endDate < after.startDate) throw badRequest(END_BEFORE_START, { endDate: [END_BEFORE_START] });
    await tx
      .update(notifications)
      .set({ ...changes, updatedAt: after.updatedAt })
      .where(eq(notifications.id, id));
    await recordAudit({ tx, clock: deps.clock, actor, action: 'notification.update', targetType: 'notification', targetId: id, before, after });
    return notificationJson(after);
  });
}
