import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { createOrderInputSchema, emailText, MESSAGES, messageSchema, orderGroupSchema, orderSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { isUniqueViolation } from '../../db/sql';
import { AppError, badRequest } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import { MINUTE } from '../../lib/time';
import { validate } from '../../lib/validate';
import { clientBucket, createRateLimiter, rateLimitByAddress } from '../../middleware/rate-limit';
import { noStore } from '../../middleware/security';
import { createOrder } from '../../services/orders/create-order';
import { createOrderGroup } from '../../services/orders/create-order-group';
import { findIdempotentAnswer, type IdempotentAnswer } from '../../services/orders/find-idempotent-answer';
import type { IdempotencyRecord } from '../../services/orders/save-idempotent-answer';
import { listOrdersByEmail } from '../../services/orders/list-orders-by-email';
import { listOrdersByTrackToken } from '../../services/orders/list-orders-by-track-token';
import { sendTrackingLink, TRACK_LINK_SENT_MESSAGE } from '../../services/orders/send-tracking-link';
import { recordHeader, responds } from '../../lib/route-docs';

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

export const SIGN_IN_TO_TRACK_MESSAGE = 'Please sign in to see requests by email, or open the tracking link we email you.';
export const OWN_EMAIL_ONLY_MESSAGE = 'You can only see requests made with your own verified email address.';

export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 200 visible characters';
/** What the OpenAPI document says of the header. */
export const IDEMPOTENCY_KEY_DOC =
  'Optional, 1 to 200 visible characters: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); with another body, 409';

/**
 * The hashes an Idempotency-Key header and the request body are kept under; undefined without the
 * header, or for a body nested too deeply to write back out (no order's body is: validation
 * refuses it next, with a 400).
 */
function idempotencyRecord(header: string | undefined, body: unknown, caller: string): IdempotencyRecord | undefined {
  if (header === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,200}$/.test(header)) throw badRequest(IDEMPOTENCY_KEY_INVALID, { 'Idempotency-Key': [IDEMPOTENCY_KEY_INVALID] });
  const text = jsonText(body);
  return text === null ? undefined : { keyHash: sha256(`POST /api/orders\n${caller}\n${header}`), bodyHash: sha256(text) };
}

/** `value` as JSON, or null when it is nested deeper than the stack allows to write it. */
function jsonText(value: unknown): string | null {
  try {
    return JSON.stringify(value);
  } catch (err) {
    if (err instanceof RangeError) return null;
    throw err;
  }
}

/**
 * Whose keys these are: a key answers only its own caller (the signed-in account, else the guest's
 * client address), so nobody replays another's key to read their order and user id.
 */
const idempotencyCaller = (c: Context<AppEnv>, config: AppDeps['config']): string =>
  c.var.user ? `user:${c.var.user.id}` : `guest:${clientBucket(c, config)}`;

/** The same key sent twice at once: the second write fails on the key (either dialect). */
const isIdempotencyClash = (err: unknown): boolean => isUniqueViolation(err, 'idempotency_keys.key_hash');

/** What POST /api/orders answers: one order, or the group of a request for several stations. */
type OrderAnswer = Awaited<ReturnType<typeof createOrder>> | Awaited<ReturnType<typeof createOrderGroup>>;

/** The first answer again, marked as a replay. */
function replay(c: Context<AppEnv>, first: IdempotentAnswer) {
  c.header('Idempotent-Replayed', 'true');
  return c.json(first.body as OrderAnswer, 201);
}

const orderAnswers = responds({
  201: {
    description: 'The order; or, for stationIds, the group of one order per station. The requester and the team are emailed',
    json: z.union([orderSchema, orderGroupSchema]),
    headers: { 'Idempotent-Replayed': 'true when this is the first answer to the same Idempotency-Key again' },
  },
  409: 'The Idempotency-Key was used with another body',
});
const trackLinkAnswers = responds({ 202: { description: 'Always: a 30-minute tracking link is emailed if this email has requests', json: messageSchema } });
const byEmailAnswers = responds({
  200: { description: "The requests of the tracking link's email, or of the signed-in account's own verified email", json: z.array(orderSchema) },
  401: SIGN_IN_TO_TRACK_MESSAGE,
  403: OWN_EMAIL_ONLY_MESSAGE,
});

/** POST /api/orders, POST /api/orders/track-link, GET /api/orders/by-email. */
export const bookingRoutes = (deps: AppDeps) => {
  const { config, clock } = deps;
  const enabled = config.rateLimits;
  const { db } = deps;
  const orderLimiter = createRateLimiter({ name: 'orders-address', ...ORDER_RATE_LIMIT, db, enabled });
  const trackByAddress = createRateLimiter({ name: 'track-address', ...TRACK_LINK_RATE_LIMIT.perAddress, db, enabled });
  const trackByEmail = createRateLimiter({ name: 'track-email', ...TRACK_LINK_RATE_LIMIT.perEmail, db, enabled });
  // "Today" is read from the injected clock at every validation, in BUSINESS_TIMEZONE.
  // A retry answers the first result before anything else is checked: the dates that were valid
  // then may be too soon now, and the caller may have used up its bookings since (a retry books
  // nothing, so the rate limit does not count it).
  const answerRetries: MiddlewareHandler<AppEnv> = recordHeader(
    async (c, next) => {
      const idempotency = idempotencyRecord(c.req.header('idempotency-key'), await c.req.json().catch(() => null), idempotencyCaller(c, config));
      const first = idempotency ? await findIdempotentAnswer({ deps, ...idempotency }) : null;
      if (first) return replay(c, first);
      return next();
    },
    { name: 'Idempotency-Key', description: IDEMPOTENCY_KEY_DOC },
  );
  const orderBody = createOrderInputSchema({ timeZone: config.businessTimeZone, now: () => clock.now() });

  return new Hono<AppEnv>()
    .post('/', orderAnswers, answerRetries, rateLimitByAddress(config, orderLimiter), validate('json', orderBody), async (c) => {
      const input = c.req.valid('json');
      const idempotency = idempotencyRecord(c.req.header('idempotency-key'), await c.req.json(), idempotencyCaller(c, config));
      const opts = { deps, catalogue: deps.catalogue, input, userId: c.var.user?.id ?? null, idempotency };
      try {
        if (input.stationIds) return c.json(await createOrderGroup(opts), 201);
        return c.json(await createOrder(opts), 201);
      } catch (err) {
        // The same key sent twice at once: the second write fails on the key, and answers the first.
        const first = idempotency && isIdempotencyClash(err) ? await findIdempotentAnswer({ deps, ...idempotency }) : null;
        if (first) return replay(c, first);
        throw err;
      }
    })
    .post('/track-link', trackLinkAnswers, validate('json', trackLinkBody), async (c) => {
      const { email } = c.req.valid('json');
      await trackByAddress.consume(clientBucket(c, config));
      await trackByEmail.consume(email);
      await sendTrackingLink({ deps, email });
      return c.json({ message: TRACK_LINK_SENT_MESSAGE }, 202);
    })
    .get('/by-email', byEmailAnswers, noStore, validate('query', byEmailQuery), async (c) => {
      const { token, email } = c.req.valid('query');
      if (token) return c.json(await listOrdersByTrackToken({ deps, token }), 200);
      const user = c.var.user;
      if (!email || !user) throw new AppError(401, SIGN_IN_TO_TRACK_MESSAGE, 'unauthorized');
      if (!user.isEmailVerified || user.email.toLowerCase() !== email) {
        throw new AppError(403, OWN_EMAIL_ONLY_MESSAGE, 'forbidden');
      }
      return c.json(await listOrdersByEmail({ db: deps.db, email }), 200);
    });
};
