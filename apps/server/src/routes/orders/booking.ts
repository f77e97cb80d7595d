import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Services } from '../../services';

/** POST /api/orders, POST /api/orders/track-link, GET /api/orders/by-email: arrive with the booking feature. */
export const bookingRoutes = (_deps: AppDeps, _services: Services) => new Hono<AppEnv>();
