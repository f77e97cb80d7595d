import { Hono } from 'hono';
import { notificationInputSchema, notificationUpdateSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import {
  createNotification,
  deleteNotification,
  listAdminNotifications,
  updateNotification,
} from '../../services/admin-notifications';

/** /api/admin/notifications: all notifications (active or not), create, update (e.g. isActive), delete. */
export const adminNotificationRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listAdminNotifications(deps.db), 200))
    .post('/', validate('json', notificationInputSchema), async (c) => c.json(await createNotification(deps, c.var.admin, c.req.valid('json')), 201))
    .patch('/:id', validate('json', notificationUpdateSchema), async (c) =>
      c.json(await updateNotification(deps, c.var.admin, c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/:id', async (c) => {
      await deleteNotification(deps, c.var.admin, c.req.param('id'));
      return c.body(null, 204);
    });
