import type { Notification, NotificationInput } from '@app/core';
import type { AppDeps } from '../../context';
import { notifications } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/random';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { notificationJson, type NotificationRow } from './notification-json';

export interface CreateNotificationOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  /** Validated by notificationInputSchema. */
  input: NotificationInput;
}

/** Creates a notification. */
export async function createNotification({ deps, actor, input }: CreateNotificationOptions): Promise<Notification> {
  const now = deps.clock.now().toISOString();
  const row: NotificationRow = { id: newId(), ...input, createdAt: now, updatedAt: now };
  await inTransaction(deps.db, async (tx) => {
    await tx.insert(notifications).values(row);
    await recordAudit({ tx, clock: deps.clock, actor, action: 'notification.create', targetType: 'notification', targetId: row.id, after: row });
  });
  return notificationJson(row);
}
