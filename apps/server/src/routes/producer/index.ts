import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { acceptAnswerSchema, airedAnswerSchema, PRODUCER_MESSAGES, proposeAnswerSchema, reasonAnswerSchema, producerRequestSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { sha256 } from '../../lib/random';
import { MINUTE } from '../../lib/time';
import { validate } from '../../lib/validate';
import { clientBucket, createRateLimiter } from '../../middleware/rate-limit';
import { noStore } from '../../middleware/security';
import { answerAsStation } from '../../services/producer/answer-as-station';
import { getProducerRequest } from '../../services/producer/get-producer-request';
import { responds } from '../../lib/route-docs';

const tokenQuery = z.object({
  token: z
    .string({ error: PRODUCER_MESSAGES.linkInvalid })
    .trim()
    .min(1, { error: PRODUCER_MESSAGES.linkInvalid })
    .max(200, { error: PRODUCER_MESSAGES.linkInvalid }),
});

const PRODUCER_LINK_DEAD = 'The link is unknown, or its request is closed';
const readAnswers = responds({
  200: { description: 'The request as the station sees it, and what it may answer now', json: producerRequestSchema },
  404: PRODUCER_LINK_DEAD,
});
const answerAnswers = responds({
  200: { description: 'The request after the answer', json: producerRequestSchema },
  404: PRODUCER_LINK_DEAD,
  409: 'This answer is not allowed in the request\'s state (`code: "not_allowed_now"`)',
});

/** Producer calls per link and per client address, reads and answers together (a link's holder never needs more). */
export const PRODUCER_RATE_LIMIT = { perToken: { limit: 60, windowMs: 15 * MINUTE }, perAddress: { limit: 120, windowMs: 15 * MINUTE } };

/**
 * /api/producer: the station's producer reads the request its link belongs to and answers it
 * (accept, propose, decline, bumped, aired), with no account: the link's token is the credential.
 * One rate limit per token and one per address cover every call; pages carrying the token send no referrer.
 */
export const producerRoutes = (deps: AppDeps) => {
  const enabled = deps.config.rateLimits;
  const byToken = createRateLimiter({ name: 'producer-token', ...PRODUCER_RATE_LIMIT.perToken, db: deps.db, enabled });
  const byAddress = createRateLimiter({ name: 'producer-address', ...PRODUCER_RATE_LIMIT.perAddress, db: deps.db, enabled });
  const limited = createMiddleware<AppEnv>(async (c, next) => {
    await byAddress.consume(clientBucket(c, deps.config));
    const token = c.req.query('token');
    // Counted under the token's hash: the limiter's table never holds a live token.
    if (token) await byToken.consume(sha256(token.trim()));
    c.header('Referrer-Policy', 'no-referrer');
    return next();
  });
  const query = () => validate('query', tokenQuery);

  return new Hono<AppEnv>()
    .use(limited)
    .use(noStore)
    .get('/request', readAnswers, query(), async (c) => c.json(await getProducerRequest({ deps, token: c.req.valid('query').token }), 200))
    .post('/accept', answerAnswers, query(), validate('json', acceptAnswerSchema), async (c) =>
      c.json(await answerAsStation({ deps, token: c.req.valid('query').token, answer: { answer: 'accept', slot: c.req.valid('json').slot } }), 200),
    )
    .post('/propose', answerAnswers, query(), validate('json', proposeAnswerSchema), async (c) =>
      c.json(await answerAsStation({ deps, token: c.req.valid('query').token, answer: { answer: 'propose', ...c.req.valid('json') } }), 200),
    )
    .post('/decline', answerAnswers, query(), validate('json', reasonAnswerSchema), async (c) =>
      c.json(await answerAsStation({ deps, token: c.req.valid('query').token, answer: { answer: 'decline', reason: c.req.valid('json').reason } }), 200),
    )
    .post('/bumped', answerAnswers, query(), validate('json', reasonAnswerSchema), async (c) =>
      c.json(await answerAsStation({ deps, token: c.req.valid('query').token, answer: { answer: 'bumped', reason: c.req.valid('json').reason } }), 200),
    )
    .post('/aired', answerAnswers, query(), validate('json', airedAnswerSchema), async (c) =>
      c.json(await answerAsStation({ deps, token: c.req.valid('query').token, answer: { answer: 'aired', ...c.req.valid('json') } }), 200),
    );
};
