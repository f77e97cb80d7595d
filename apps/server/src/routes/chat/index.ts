import { Hono } from 'hono';
import { chatLogInputSchema, searchMissInputSchema, chatQuerySchema, chatStationCountsSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { MINUTE } from '../../lib/time';
import { validate } from '../../lib/validate';
import { createRateLimiter, rateLimitByAddress } from '../../middleware/rate-limit';
import { requireUser } from '../../middleware/session';
import { countChatStations } from '../../services/chat/count-chat-stations';
import { logChatQuery } from '../../services/chat/log-chat-query';
import { recordSearchMiss } from '../../services/chat/record-search-miss';
import { responds } from '../../lib/route-docs';

/** Questions per signed-in user and minute: far above anyone typing, low enough to stop a script. */
export const CHAT_LOG_LIMIT = 30;
/** Missed searches per client address and minute. */
export const SEARCH_MISS_LIMIT = 30;

const logAnswers = responds({ 201: { description: 'The question as logged', json: chatQuerySchema } });
const missAnswers = responds({ 204: { description: 'Recorded' } });
const statsAnswers = responds({ 200: { description: 'How many stations there are, and how many can be booked', json: chatStationCountsSchema } });

/** /api/chat: the chat assistant's question log, missed-search reports and station counts. */
export const chatRoutes = (deps: AppDeps) => {
  const limiter = (name: string, limit: number) => createRateLimiter({ name, limit, windowMs: MINUTE, db: deps.db, enabled: deps.config.rateLimits });
  const logLimiter = limiter('chat-log-user', CHAT_LOG_LIMIT);
  const missLimiter = limiter('search-miss-address', SEARCH_MISS_LIMIT);
  return new Hono<AppEnv>()
    .post('/log', logAnswers, requireUser, validate('json', chatLogInputSchema), async (c) => {
      const user = c.get('user')!;
      await logLimiter.consume(user.id);
      const { query, resultsCount } = c.req.valid('json');
      const row = await logChatQuery({ deps, userId: user.id, query, resultsCount });
      return c.json(row, 201);
    })
    .post('/search-miss', missAnswers, rateLimitByAddress(deps.config, missLimiter), validate('json', searchMissInputSchema), async (c) => {
      await recordSearchMiss({ deps, query: c.req.valid('json').query });
      return c.body(null, 204);
    })
    .get('/stats', statsAnswers, async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(await countChatStations({ db: deps.db, visible: (await deps.catalogue.visible()).length }), 200);
    });
};
