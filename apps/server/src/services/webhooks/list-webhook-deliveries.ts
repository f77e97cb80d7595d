import { desc, eq } from 'drizzle-orm';
import type { WebhookDelivery } from '@app/core';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { webhookDeliveryJson } from './webhook-json';

/** How many deliveries the admin list shows: the latest ones. */
export const DELIVERIES_SHOWN = 100;

/** The latest deliveries to an endpoint, newest first; 404 for an unknown endpoint. */
export async function listWebhookDeliveries({ db, id }: { db: Db; id: string }): Promise<WebhookDelivery[]> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw notFound('Webhook not found');
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(webhookDeliveryJson);
}
