import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Services } from '../../services';

/** /api/notifications: arrives with its feature. */
export const notificationRoutes = (_deps: AppDeps, _services: Services) => new Hono<AppEnv>();
