import { Hono } from 'hono';
import { z } from 'zod';
import { createOrderInputSchema, emailText, MESSAGES } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import { MINUTE } from '../../lib/time';
import { validate } from '../../lib/validate';
import { clientAddress, createRateLimiter, rateLimitByAddress } from '../../middleware/rate-limit';
import { noStore } from '../../middleware/security';
import type { Services } from '../../services';
import { createOrder } from '../../services/create-order';
import {
  listOrdersByEmail,
  listOrdersByTrackToken,
  sendTrackingLink,
  TRACK_LINK_SENT_MESSAGE,
} from '../../services/track-orders';

/** Order creation per client address: generous for an agency behind one address, hostile to floods. */
export const ORDER_RATE_LIMIT = { limit: 30, windowMs: 10 * MINUTE };
/** Tracking-link requests per client address and per email address. */
export const TRACK_LINK_RATE_LIMIT = {
  perAddress: { limit: 20, windowMs: 15 * MINUTE },
  perEmail: { limit: 5, windowMs: 15 * MINUTE },
};

const trackLinkBody = z.object({ email: emailText(MESSAGES.validEmailRequired) });

const byEmailQuery = z.object({
  token: z.string({ error: 'token must be text' }).trim().max(200, { error: 'This tracking link is not valid' }).optional(),
  email: z.string({ error: 'email must be text' }).trim().toLowerCase().max(254, { error: MESSAGES.validEmailRequired }).optional(),
});

export const SIGN_IN_TO_TRACK_MESSAGE =
  'Please sign in to see requests by email, or open the tracking link we email you.';
export const OWN_EMAIL_ONLY_MESSAGE = 'You can only see requests made with your own verified email address.';

/** POST /api/orders, POST /api/orders/track-link, GET /api/orders/by-email (DESIGN 6 and 7). */
export const bookingRoutes = (deps: AppDeps, services: Services) => {
  const { config, clock } = deps;
  const enabled = config.rateLimits;
  const orderLimiter = createRateLimiter({ ...ORDER_RATE_LIMIT, clock, enabled });
  const trackByAddress = createRateLimiter({ ...TRACK_LINK_RATE_LIMIT.perAddress, clock, enabled });
  const trackByEmail = createRateLimiter({ ...TRACK_LINK_RATE_LIMIT.perEmail, clock, enabled });
  // "Today" is read from the injected clock at every validation, in BUSINESS_TIMEZONE.
  const orderBody = createOrderInputSchema({ timeZone: config.businessTimeZone, now: () => clock.now() });

  return new Hono<AppEnv>()
    .post('/', rateLimitByAddress(config, orderLimiter, 'orders'), validate('json', orderBody), async (c) => {
      const order = await createOrder({
        deps,
        catalogue: services.catalogue,
        input: c.req.valid('json'),
        userId: c.var.user?.id ?? null,
      });
      return c.json(order, 201);
    })
    .post('/track-link', validate('json', trackLinkBody), (c) => {
      const { email } = c.req.valid('json');
      trackByAddress.hit(`track:${clientAddress(c, config)}`);
      trackByEmail.hit(`track-email:${email}`);
      sendTrackingLink({ deps, email });
      return c.json({ message: TRACK_LINK_SENT_MESSAGE }, 202);
    })
    .get('/by-email', noStore, validate('query', byEmailQuery), (c) => {
      const { token, email } = c.req.valid('query');
      if (token) return c.json(listOrdersByTrackToken({ deps, token }), 200);
      const user = c.var.user;
      if (!email || !user) throw new AppError(401, SIGN_IN_TO_TRACK_MESSAGE, 'unauthorized');
      if (!user.isEmailVerified || user.email.toLowerCase() !== email) {
        throw new AppError(403, OWN_EMAIL_ONLY_MESSAGE, 'forbidden');
      }
      return c.json(listOrdersByEmail({ deps, email }), 200);
    });
};
