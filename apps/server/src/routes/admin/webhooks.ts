import { Hono } from 'hono';
import { z } from 'zod';
import { webhookInputSchema, webhookUpdateSchema, webhookDeliverySchema, webhookEndpointSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { createWebhook } from '../../services/webhooks/create-webhook';
import { deleteWebhook } from '../../services/webhooks/delete-webhook';
import { listWebhookDeliveries } from '../../services/webhooks/list-webhook-deliveries';
import { listWebhooks } from '../../services/webhooks/list-webhooks';
import { sendTestWebhook } from '../../services/webhooks/send-test-webhook';
import { updateWebhook } from '../../services/webhooks/update-webhook';
import { responds } from '../../lib/route-docs';

const listAnswers = responds({ 200: { description: 'Every endpoint, without its secret', json: z.array(webhookEndpointSchema) } });
const createAnswers = responds({ 201: { description: 'The endpoint with its secret, shown only here', json: webhookEndpointSchema } });
const updateAnswers = responds({ 200: { description: 'The endpoint as changed; with its new secret when rotated', json: webhookEndpointSchema } });
const deleteAnswers = responds({ 204: { description: 'Deleted, with its deliveries' } });
const testAnswers = responds({ 202: { description: 'The webhook.test delivery, queued', json: webhookDeliverySchema } });
const deliveriesAnswers = responds({ 200: { description: 'The last 100 deliveries, newest first', json: z.array(webhookDeliverySchema) } });

/** /api/admin/webhooks: register, list, change (pause, events, url, rotate the secret), delete, test, deliveries. */
export const adminWebhookRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', listAnswers, async (c) => c.json(await listWebhooks({ db: deps.db }), 200))
    .post('/', createAnswers, validate('json', webhookInputSchema), async (c) =>
      c.json(await createWebhook({ deps, actor: c.var.admin, input: c.req.valid('json') }), 201),
    )
    .patch('/:id', updateAnswers, validate('json', webhookUpdateSchema), async (c) =>
      c.json(await updateWebhook({ deps, actor: c.var.admin, id: c.req.param('id'), patch: c.req.valid('json') }), 200),
    )
    .delete('/:id', deleteAnswers, async (c) => {
      await deleteWebhook({ deps, actor: c.var.admin, id: c.req.param('id') });
      return c.body(null, 204);
    })
    .post('/:id/test', testAnswers, async (c) => c.json(await sendTestWebhook({ deps, id: c.req.param('id') }), 202))
    .get('/:id/deliveries', deliveriesAnswers, async (c) => c.json(await listWebhookDeliveries({ db: deps.db, id: c.req.param('id') }), 200));
