import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { listActiveNotifications } from '../../services/notifications/list-active-notifications';
import { responds } from '../../lib/route-docs';
import { notificationSchema } from '@app/core';

const noticesAnswers = responds({ 200: { description: 'The notices active now, within their dates', json: z.array(notificationSchema) } });

/** /api/notifications: the public list behind the site-wide banner. */
export const notificationRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', noticesAnswers, async (c) => {
    // Notices change when an operator edits them: browsers must ask again rather than reuse.
    c.header('Cache-Control', 'no-cache');
    return c.json(await listActiveNotifications({ deps }), 200);
  });
