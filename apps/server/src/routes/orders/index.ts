import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Services } from '../../services';
import { bookingRoutes } from './booking';
import { myOrderRoutes } from './mine';

/** /api/orders: booking and tracking (booking.ts) and the signed-in user's own requests (mine.ts). */
export const orderRoutes = (deps: AppDeps, services: Services) =>
  new Hono<AppEnv>().route('/', bookingRoutes(deps, services)).route('/', myOrderRoutes(deps, services));
