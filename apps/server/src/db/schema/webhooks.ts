import { sqliteTables } from '../tables';

export type { WebhookAttempt } from '../tables/webhooks';

/** SQLite build of db/tables/webhooks.ts. */
export const { webhookEndpoints, webhookDeliveries } = sqliteTables;
