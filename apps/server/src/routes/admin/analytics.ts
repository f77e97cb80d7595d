import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { createSharedAnalytics } from '../../services/analytics/shared-analytics';
import { responds } from '../../lib/route-docs';
import { analyticsSchema } from '@app/core';

const analyticsAnswers = responds({ 200: { description: "The dashboard's figures", json: analyticsSchema } });

/** GET /api/admin/analytics: the dashboard's figures, computed in SQL once per data version (one per app). */
export const adminAnalyticsRoutes = (deps: AppDeps) => {
  const analytics = createSharedAnalytics({ deps });
  return new Hono<AppEnv>().get('/', analyticsAnswers, async (c) => c.json(await analytics.get(), 200));
};
