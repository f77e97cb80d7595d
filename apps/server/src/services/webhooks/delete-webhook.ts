import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { webhookEndpoints } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { webhookAuditJson } from './webhook-json';

export interface DeleteWebhookOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  actor: AuditActor;
  id: string;
}

/** Removes an endpoint and its deliveries (pending ones are not sent); 404 if unknown. */
export async function deleteWebhook({ deps, actor, id }: DeleteWebhookOptions): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const [gone] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!gone) throw notFound('Webhook not found');
    await recordAudit({ tx, clock: deps.clock, actor, action: 'webhook.delete', targetType: 'webhook', targetId: id, before: webhookAuditJson(gone) });
  });
}
