import type { WebhookDelivery, WebhookEndpoint, WebhookEvent, WebhookEventType } from '@app/core';
import type { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { rowJson } from '../../lib/row-json';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

const WEBHOOK_ENDPOINT_FIELDS = [
  'id',
  'url',
  'description',
  'events',
  'status',
  'pausedReason',
  'failingSince',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof WebhookEndpoint)[];

/** An endpoint as the admin API shows it: the secret only when asked (creation and rotation). */
export function webhookEndpointJson(row: WebhookEndpointRow, opts: { withSecret?: boolean } = {}): WebhookEndpoint {
  const json: WebhookEndpoint = { ...rowJson(row, WEBHOOK_ENDPOINT_FIELDS), events: row.events as WebhookEvent[] };
  if (opts.withSecret) json.secret = row.secret;
  return json;
}

/** What an audit row keeps of an endpoint: never its secret. */
export const webhookAuditJson = (row: WebhookEndpointRow) => webhookEndpointJson(row);

export function webhookDeliveryJson(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhookId,
    event: row.eventType as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
    responseStatus: row.responseStatus,
    lastError: row.lastError,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
    history: row.history,
  };
}
