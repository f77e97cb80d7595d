import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { computeAnalytics } from '../../services/analytics/compute-analytics';

/** GET /api/admin/analytics: the dashboard's figures, computed in SQL. */
export const adminAnalyticsRoutes = (deps: AppDeps) => new Hono<AppEnv>().get('/', async (c) => c.json(await computeAnalytics({ deps }), 200));
