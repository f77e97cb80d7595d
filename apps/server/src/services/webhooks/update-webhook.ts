import { eq } from 'drizzle-orm';
import type { WebhookEndpoint, WebhookUpdate } from '@app/core';
import type { AppDeps } from '../../context';
import { webhookEndpoints } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { newWebhookSecret } from '../../lib/random';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { checkWebhookUrl } from './check-webhook-url';
import { webhookAuditJson, webhookEndpointJson, type WebhookEndpointRow } from './webhook-json';

export interface UpdateWebhookOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'resolveHost'>;
  actor: AuditActor;
  id: string;
  patch: WebhookUpdate;
}

/**
 * Pauses or resumes an endpoint, changes its URL, events or description, or rotates its secret
 * (the answer then carries the new one, once). Resuming forgets the failures that paused it.
 */
export async function updateWebhook({ deps, actor, id, patch }: UpdateWebhookOptions): Promise<WebhookEndpoint> {
  if (patch.url !== undefined) await checkWebhookUrl({ deps, url: patch.url });
  return inTransaction(deps.db, async (tx) => {
    const before = (await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];
    if (!before) throw notFound('Webhook not found');
    const changes: Partial<WebhookEndpointRow> = { updatedAt: deps.clock.now().toISOString() };
    if (patch.url !== undefined) changes.url = patch.url;
    if (patch.events !== undefined) changes.events = patch.events;
    if (patch.description !== undefined) changes.description = patch.description;
    if (patch.status !== undefined) {
      changes.status = patch.status;
      changes.pausedReason = null;
      if (patch.status === 'active') changes.failingSince = null;
    }
    if (patch.rotateSecret) changes.secret = newWebhookSecret();
    const after: WebhookEndpointRow = { ...before, ...changes };
    await tx.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, id));
    await recordAudit({
      tx,
      clock: deps.clock,
      actor,
      action: 'webhook.update',
      targetType: 'webhook',
      targetId: id,
      before: webhookAuditJson(before),
      after: webhookAuditJson(after),
    });
    return webhookEndpointJson(after, { withSecret: patch.rotateSecret === true });
  });
}
