import { desc } from 'drizzle-orm';
import type { Notification } from '@app/core';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notificationJson } from './notification-json';

export interface ListNotificationsOptions {
  db: Pick<Db, 'select'>;
}

/** Every notification, active or not, newest first (the admin panel's list). */
export async function listNotifications({ db }: ListNotificationsOptions): Promise<Notification[]> {
  return (await db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id))).map(notificationJson);
}
