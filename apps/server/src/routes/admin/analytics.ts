import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { createSharedAnalytics } from '../../services/analytics/shared-analytics';

/** GET /api/admin/analytics: the dashboard's figures, computed in SQL once per data version (one per app). */
export const adminAnalyticsRoutes = (deps: AppDeps) => {
  const analytics = createSharedAnalytics({ deps });
  return new Hono<AppEnv>().get('/', async (c) => c.json(await analytics.get(), 200));
};
