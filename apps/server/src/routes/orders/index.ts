import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { bookingRoutes } from './booking';
import { manageOrderRoutes } from './manage';
import { myOrderRoutes } from './mine';

/**
 * /api/orders: booking and tracking (booking.ts), the signed-in user's own requests (mine.ts),
 * and one order for its owner or manage link (manage.ts, mounted last: its /:id matches anything).
 */
export const orderRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().route('/', bookingRoutes(deps)).route('/', myOrderRoutes(deps)).route('/', manageOrderRoutes(deps));
