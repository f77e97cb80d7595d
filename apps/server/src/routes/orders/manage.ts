import { Hono } from 'hono';
import { z } from 'zod';
import {
  cancelOrderInputSchema,
  chooseSlotSchema,
  LIFECYCLE_MESSAGES,
  rescheduleInputSchema,
  customerOrderEventSchema,
  orderSchema,
  slotOfferSchema,
} from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { noStore } from '../../middleware/security';
import { cancelOrderByCustomer } from '../../services/orders/cancel-order-by-customer';
import type { OrderCaller } from '../../services/orders/find-customer-order';
import { getCustomerOrder } from '../../services/orders/get-customer-order';
import { getOrderByManageToken } from '../../services/orders/get-order-by-manage-token';
import { listCustomerOrderEvents } from '../../services/orders/list-customer-order-events';
import { rescheduleOrderByCustomer } from '../../services/orders/reschedule-order-by-customer';
import { chooseOfferedSlot } from '../../services/producer/choose-offered-slot';
import { getSlotOffer } from '../../services/producer/get-slot-offer';
import { limitManageActions } from './manage-limits';
import { responds } from '../../lib/route-docs';

const tokenQuery = z.object({
  token: z.string({ error: LIFECYCLE_MESSAGES.manageLinkInvalid }).trim().max(200, { error: LIFECYCLE_MESSAGES.manageLinkInvalid }).optional(),
});
const requiredToken = z.object({
  token: z
    .string({ error: LIFECYCLE_MESSAGES.manageLinkInvalid })
    .trim()
    .min(1, { error: LIFECYCLE_MESSAGES.manageLinkInvalid })
    .max(200, { error: LIFECYCLE_MESSAGES.manageLinkInvalid }),
});

const orderAnswers = (description: string) => responds({ 200: { description, json: orderSchema } });
const byManageTokenAnswers = responds({
  200: { description: 'The order the manage link belongs to', json: orderSchema },
  404: 'No open request has that manage link (a wrong token, or the request was cancelled or finished)',
});
const changeAnswers = (description: string) =>
  responds({ 200: { description, json: orderSchema }, 409: 'Not allowed in the request\'s state now (`code: "not_allowed_now"`)' });
const historyAnswers = responds({
  200: { description: "The request's timeline, oldest first: no internal notes, no operator names", json: z.array(customerOrderEventSchema) },
});
const offerAnswers = responds({ 200: { description: 'The times the station offered to choose from, or null', json: slotOfferSchema.nullable() } });

/**
 * One order for its requester: the signed-in owner, or whoever holds its manage link (`?token=`).
 * GET /api/orders/by-manage-token, GET /api/orders/:id, GET …/:id/history, POST …/:id/cancel,
 * POST …/:id/reschedule (both rate limited: manage-limits.ts). An order the caller cannot see is 404.
 */
export const manageOrderRoutes = (deps: AppDeps) => {
  const { config, clock } = deps;
  const rescheduleBody = rescheduleInputSchema({ timeZone: config.businessTimeZone, now: () => clock.now() });
  const limitChanges = limitManageActions(deps);
  const caller = (c: { var: { user: AppEnv['Variables']['user'] } }, token: string | undefined): OrderCaller => ({
    user: c.var.user,
    token: token || undefined,
  });

  return (
    new Hono<AppEnv>()
      .get('/by-manage-token', byManageTokenAnswers, noStore, validate('query', requiredToken), async (c) =>
        c.json(await getOrderByManageToken({ db: deps.db, token: c.req.valid('query').token }), 200),
      )
      .get('/:id', orderAnswers('The order'), noStore, validate('query', tokenQuery), async (c) =>
        c.json(await getCustomerOrder({ db: deps.db, id: c.req.param('id'), caller: caller(c, c.req.valid('query').token) }), 200),
      )
      .get('/:id/history', historyAnswers, noStore, validate('query', tokenQuery), async (c) =>
        c.json(await listCustomerOrderEvents({ db: deps.db, id: c.req.param('id'), caller: caller(c, c.req.valid('query').token) }), 200),
      )
      .post(
        '/:id/cancel',
        changeAnswers('The order, cancelled; the team is emailed'),
        noStore,
        validate('query', tokenQuery),
        limitChanges,
        validate('json', cancelOrderInputSchema),
        async (c) =>
          c.json(
            await cancelOrderByCustomer({ deps, id: c.req.param('id'), caller: caller(c, c.req.valid('query').token), reason: c.req.valid('json').reason }),
            200,
          ),
      )
      .post(
        '/:id/reschedule',
        changeAnswers('The order with its new dates; the team is emailed'),
        noStore,
        validate('query', tokenQuery),
        limitChanges,
        validate('json', rescheduleBody),
        async (c) =>
          c.json(
            await rescheduleOrderByCustomer({ deps, id: c.req.param('id'), caller: caller(c, c.req.valid('query').token), dates: c.req.valid('json') }),
            200,
          ),
      )
      // The times a station offered (proposals, or make-good dates after a bump), and choosing one.
      .get('/:id/slot-offer', offerAnswers, noStore, validate('query', tokenQuery), async (c) =>
        c.json(await getSlotOffer({ db: deps.db, id: c.req.param('id'), caller: caller(c, c.req.valid('query').token) }), 200),
      )
      .post(
        '/:id/choose-slot',
        changeAnswers('The order, booked for the chosen time; the team is emailed'),
        noStore,
        validate('query', tokenQuery),
        validate('json', chooseSlotSchema),
        async (c) =>
          c.json(
            await chooseOfferedSlot({ deps, id: c.req.param('id'), caller: caller(c, c.req.valid('query').token), index: c.req.valid('json').index }),
            200,
          ),
      )
  );
};
