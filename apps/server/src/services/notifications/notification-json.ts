import type { Notification } from '@app/core';
import type { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification row as the API returns it. */
export function notificationJson(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    isActive: row.isActive,
    startDate: row.startDate,
    endDate: row.endDate,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
