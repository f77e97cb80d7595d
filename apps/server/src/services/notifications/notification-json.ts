import type { Notification } from '@app/core';
import type { notifications } from '../../db/schema';
import { rowJson } from '../../lib/row-json';

export type NotificationRow = typeof notifications.$inferSelect;

const NOTIFICATION_FIELDS = [
  'id',
  'title',
  'message',
  'type',
  'isActive',
  'startDate',
  'endDate',
  'buttonText',
  'buttonLink',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Notification)[];

/** A notification row as the API returns it. */
export function notificationJson(row: NotificationRow): Notification {
  return rowJson(row, NOTIFICATION_FIELDS);
}
