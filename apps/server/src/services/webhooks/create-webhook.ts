import type { WebhookEndpoint, WebhookInput } from '@app/core';
import type { AppDeps } from '../../context';
import { webhookEndpoints } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, newWebhookSecret } from '../../lib/random';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { checkWebhookUrl } from './check-webhook-url';
import { webhookAuditJson, webhookEndpointJson, type WebhookEndpointRow } from './webhook-json';

export interface CreateWebhookOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'resolveHost'>;
  actor: AuditActor;
  input: WebhookInput;
}

/** Registers an endpoint; the answer is the only one that carries its new secret. */
export async function createWebhook({ deps, actor, input }: CreateWebhookOptions): Promise<WebhookEndpoint> {
  await checkWebhookUrl({ deps, url: input.url });
  const now = deps.clock.now().toISOString();
  const row: WebhookEndpointRow = {
    id: newId(),
    url: input.url,
    description: input.description ?? null,
    events: input.events,
    secret: newWebhookSecret(),
    status: 'active',
    pausedReason: null,
    failingSince: null,
    createdAt: now,
    updatedAt: now,
  };
  await inTransaction(deps.db, async (tx) => {
    await tx.insert(webhookEndpoints).values(row);
    await recordAudit({ tx, clock: deps.clock, actor, action: 'webhook.create', targetType: 'webhook', targetId: row.id, after: webhookAuditJson(row) });
  });
  return webhookEndpointJson(row, { withSecret: true });
}
