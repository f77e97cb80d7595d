import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Services } from '../../services';

/** /api/auth: arrives with its feature. */
export const authRoutes = (_deps: AppDeps, _services: Services) => new Hono<AppEnv>();
