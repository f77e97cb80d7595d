import { Hono } from 'hono';
import { notificationInputSchema, notificationUpdateSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { createNotification } from '../../services/notifications/create-notification';
import { deleteNotification } from '../../services/notifications/delete-notification';
import { listNotifications } from '../../services/notifications/list-notifications';
import { updateNotification } from '../../services/notifications/update-notification';

/** /api/admin/notifications: all notifications (active or not), create, update (e.g. isActive), delete. */
export const adminNotificationRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listNotifications({ db: deps.db }), 200))
    .post('/', validate('json', notificationInputSchema), async (c) =>
      c.json(await createNotification({ deps, actor: c.var.admin, input: c.req.valid('json') }), 201),
    )
    .patch('/:id', validate('json', notificationUpdateSchema), async (c) =>
      c.json(await updateNotification({ deps, actor: c.var.admin, id: c.req.param('id'), patch: c.req.valid('json') }), 200),
    )
    .delete('/:id', async (c) => {
      await deleteNotification({ deps, actor: c.var.admin, id: c.req.param('id') });
      return c.body(null, 204);
    });
