import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { getAgencyOverview } from '../../services/orders/get-agency-overview';
import { listMyOrders } from '../../services/orders/list-my-orders';
import { responds } from '../../lib/route-docs';
import { agencyOverviewSchema, orderSchema } from '@app/core';

const mineQuery = z.object({
  agencyName: z.string({ error: 'agencyName must be text' }).trim().max(200, { error: 'Agency name must be at most 200 characters' }).optional(),
});

const myOrdersAnswers = responds({ 200: { description: "The account's requests, newest first", json: z.array(orderSchema) } });
const overviewAnswers = responds({ 200: { description: "The account's counters, its requests by status and by client", json: agencyOverviewSchema } });

/**
 * GET /api/orders: the signed-in user's requests (own user id, plus those made with the user's
 * verified email), newest first; GET /api/orders/overview: the agency overview. 401 signed out.
 */
export const myOrderRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', myOrdersAnswers, requireUser, validate('query', mineQuery), async (c) => {
      const { agencyName } = c.req.valid('query');
      return c.json(await listMyOrders({ db: deps.db, user: c.get('user')!, agencyName: agencyName || undefined }), 200);
    })
    .get('/overview', overviewAnswers, requireUser, async (c) => c.json(await getAgencyOverview({ deps, user: c.get('user')! }), 200));
