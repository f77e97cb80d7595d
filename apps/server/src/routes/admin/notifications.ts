import { Hono } from 'hono';
import { z } from 'zod';
import { notificationInputSchema, notificationUpdateSchema, notificationSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { createNotification } from '../../services/notifications/create-notification';
import { deleteNotification } from '../../services/notifications/delete-notification';
import { listNotifications } from '../../services/notifications/list-notifications';
import { updateNotification } from '../../services/notifications/update-notification';
import { responds } from '../../lib/route-docs';

const listAnswers = responds({ 200: { description: 'Every notification, active or not', json: z.array(notificationSchema) } });
const createAnswers = responds({ 201: { description: 'The new notification', json: notificationSchema } });
const updateAnswers = responds({ 200: { description: 'The notification as changed', json: notificationSchema } });
const deleteAnswers = responds({ 204: { description: 'Deleted' } });

/** /api/admin/notifications: all notifications (active or not), create, update (e.g. isActive), delete. */
export const adminNotificationRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', listAnswers, async (c) => c.json(await listNotifications({ db: deps.db }), 200))
    .post('/', createAnswers, validate('json', notificationInputSchema), async (c) =>
      c.json(await createNotification({ deps, actor: c.var.admin, input: c.req.valid('json') }), 201),
    )
    .patch('/:id', updateAnswers, validate('json', notificationUpdateSchema), async (c) =>
      c.json(await updateNotification({ deps, actor: c.var.admin, id: c.req.param('id'), patch: c.req.valid('json') }), 200),
    )
    .delete('/:id', deleteAnswers, async (c) => {
      await deleteNotification({ deps, actor: c.var.admin, id: c.req.param('id') });
      return c.body(null, 204);
    });
