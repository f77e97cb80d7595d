import { Hono } from 'hono';
import { webhookInputSchema, webhookUpdateSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { createWebhook } from '../../services/webhooks/create-webhook';
import { deleteWebhook } from '../../services/webhooks/delete-webhook';
import { listWebhookDeliveries } from '../../services/webhooks/list-webhook-deliveries';
import { listWebhooks } from '../../services/webhooks/list-webhooks';
import { sendTestWebhook } from '../../services/webhooks/send-test-webhook';
import { updateWebhook } from '../../services/webhooks/update-webhook';

/** /api/admin/webhooks: register, list, change (pause, events, url, rotate the secret), delete, test, deliveries. */
export const adminWebhookRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listWebhooks({ db: deps.db }), 200))
    .post('/', validate('json', webhookInputSchema), async (c) => c.json(await createWebhook({ deps, actor: c.var.admin, input: c.req.valid('json') }), 201))
    .patch('/:id', validate('json', webhookUpdateSchema), async (c) =>
      c.json(await updateWebhook({ deps, actor: c.var.admin, id: c.req.param('id'), patch: c.req.valid('json') }), 200),
    )
    .delete('/:id', async (c) => {
      await deleteWebhook({ deps, actor: c.var.admin, id: c.req.param('id') });
      return c.body(null, 204);
    })
    .post('/:id/test', async (c) => c.json(await sendTestWebhook({ deps, id: c.req.param('id') }), 202))
    .get('/:id/deliveries', async (c) => c.json(await listWebhookDeliveries({ db: deps.db, id: c.req.param('id') }), 200));
