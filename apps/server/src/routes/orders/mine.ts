import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Services } from '../../services';

/** GET /api/orders (the signed-in user's requests): arrives with the accounts feature. */
export const myOrderRoutes = (_deps: AppDeps, _services: Services) => new Hono<AppEnv>();
