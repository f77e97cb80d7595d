import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { isNotificationLink, todayIn, type Notification } from '@app/core';
import type { AppDeps } from '../../context';
import { notifications } from '../../db/schema';
import { notificationJson } from './notification-json';

export interface ListActiveNotificationsOptions {
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>;
}

/**
 * The notifications the public banner shows: active, started and not yet ended, where "today"
 * is the date in BUSINESS_TIMEZONE. A button link that is not http(s), mailto or a path of this site is dropped.
 */
export async function listActiveNotifications({ deps }: ListActiveNotificationsOptions): Promise<Notification[]> {
  const { db, config, clock } = deps;
  const today = todayIn(config.businessTimeZone, clock.now());
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.isActive, true), lte(notifications.startDate, today), or(isNull(notifications.endDate), gte(notifications.endDate, today))))
    .orderBy(desc(notifications.startDate), desc(notifications.createdAt));
  return rows.map((row) => {
    const safeLink = row.buttonLink !== null && isNotificationLink(row.buttonLink);
    return {
      ...notificationJson(row),
      buttonText: safeLink ? row.buttonText : null,
      buttonLink: safeLink ? row.buttonLink : null,
    };
  });
}
