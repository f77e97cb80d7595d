import { desc, eq } from 'drizzle-orm';
import { SITE_NAME, type WebhookDelivery } from '@app/core';
import type { AppDeps } from '../../context';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { enqueueWebhookEvents } from './enqueue-webhook-events';
import { webhookDeliveryJson } from './webhook-json';

export interface SendTestWebhookOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'webhooks'>;
  id: string;
}

/** Queues a `webhook.test` delivery to one endpoint (paused or not) and returns it, still pending. */
export async function sendTestWebhook({ deps, id }: SendTestWebhookOptions): Promise<WebhookDelivery> {
  const at = deps.clock.now().toISOString();
  const delivery = await inTransaction(deps.db, async (tx) => {
    const [endpoint] = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!endpoint) throw notFound('Webhook not found');
    await enqueueWebhookEvents({
      tx,
      types: ['webhook.test'],
      at,
      endpointId: id,
      data: () => ({ endpointId: id, message: `This is a test delivery from ${SITE_NAME}.` }),
    });
    const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)).orderBy(desc(webhookDeliveries.id)).limit(1);
    return row!;
  });
  deps.webhooks?.wake();
  return webhookDeliveryJson(delivery);
}
