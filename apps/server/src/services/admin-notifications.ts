import { desc, eq } from 'drizzle-orm';
import type { Notification, NotificationInput, NotificationUpdate } from '@app/core';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { Clock } from '../lib/clock';
import { badRequest, notFound } from '../lib/errors';
import { newId } from '../lib/random';
import { recordAudit, type AuditActor } from './audit/record-audit';
import { notificationJson as json, type NotificationRow } from './notification-json';
import { inTransaction } from '../db/transaction';

interface Deps {
  db: Db;
  clock: Clock;
}

const END_BEFORE_START = 'End date must be on or after the start date';

/** Every notification, active or not, newest first. */
export async function listAdminNotifications(db: Db): Promise<Notification[]> {
  return (await db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id))).map(json);
}

/** Creates a notification (validated by notificationInputSchema). */
export async function createNotification(deps: Deps, actor: AuditActor, input: NotificationInput): Promise<Notification> {
  const now = deps.clock.now().toISOString();
  const row: NotificationRow = { id: newId(), ...input, createdAt: now, updatedAt: now };
  await inTransaction(deps.db, async (tx) => {
    await tx.insert(notifications).values(row);
    await recordAudit({ tx, clock: deps.clock, actor, action: 'notification.create', targetType: 'notification', targetId: row.id, after: row });
  });
  return json(row);
}

/**
 * Changes the given fields (e.g. isActive to switch it on or off). The date order is checked
 * against the stored date when only one of the two is sent.
 */
export async function updateNotification(deps: Deps, actor: AuditActor, id: string, patch: NotificationUpdate): Promise<Notification> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<NotificationRow>;
  return inTransaction(deps.db, async (tx) => {
    const before = (await tx.select().from(notifications).where(eq(notifications.id, id)))[0];
    if (!before) throw notFound('Notification not found');
    const after: NotificationRow = { ...before, ...changes, updatedAt: deps.clock.now().toISOString() };
    if (after.endDate && after.endDate < after.startDate) throw badRequest(END_BEFORE_START, { endDate: [END_BEFORE_START] });
    await tx.update(notifications).set({ ...changes, updatedAt: after.updatedAt }).where(eq(notifications.id, id));
    await recordAudit({ tx, clock: deps.clock, actor, action: 'notification.update', targetType: 'notification', targetId: id, before, after });
    return json(after);
  });
}

/** Deletes a notification; the public banner stops showing it at once. */
export async function deleteNotification(deps: Deps, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const before = (await tx.select().from(notifications).where(eq(notifications.id, id)))[0];
    if (!before) throw notFound('Notification not found');
    await tx.delete(notifications).where(eq(notifications.id, id));
    await recordAudit({ tx, clock: deps.clock, actor, action: 'notification.delete', targetType: 'notification', targetId: id, before });
  });
}
