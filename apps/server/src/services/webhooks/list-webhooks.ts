import { asc } from 'drizzle-orm';
import type { WebhookEndpoint } from '@app/core';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { webhookEndpointJson } from './webhook-json';

/** Every registered endpoint, oldest first, without secrets. */
export async function listWebhooks({ db }: { db: Db }): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((row) => webhookEndpointJson(row));
}
