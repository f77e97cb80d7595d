import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Services } from '../../services';

/** /api/admin: arrives with its feature. */
export const adminRoutes = (_deps: AppDeps, _services: Services) => new Hono<AppEnv>();
