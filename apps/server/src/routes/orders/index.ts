import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Services } from '../../services';
import { bookingRoutes } from './booking';
import { manageOrderRoutes } from './manage';
import { myOrderRoutes } from './mine';

/**
 * /api/orders: booking and tracking (booking.ts), the signed-in user's own requests (mine.ts),
 * and one order for its owner or manage link (manage.ts, mounted last: its /:id matches anything).
 */
export const orderRoutes = (deps: AppDeps, services: Services) =>
  new Hono<AppEnv>()
    .route('/', bookingRoutes(deps, services))
    .route('/', myOrderRoutes(deps, services))
    .route('/', manageOrderRoutes(deps));
