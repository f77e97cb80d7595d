import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { listChatQueries } from '../../services/chat/list-chat-queries';
import { summarizeChatQueries } from '../../services/chat/summarize-chat-queries';
import { pageQuery } from './paging';
import { responds } from '../../lib/route-docs';
import { chatQuerySchema, chatQuerySummarySchema } from '@app/core';

const queriesAnswers = responds({
  200: {
    description: 'A page of the logged questions, newest first',
    json: z.array(chatQuerySchema),
    headers: { 'X-Total-Count': 'How many questions there are in all' },
  },
});
const summaryAnswers = responds({ 200: { description: 'The summary cards of the Chat Queries tab', json: chatQuerySummarySchema } });

/** /api/admin/chat-queries: the logged chat questions, newest first, and their summary cards. */
export const adminChatQueryRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', queriesAnswers, validate('query', pageQuery), async (c) => {
      const { items, total } = await listChatQueries({ db: deps.db, ...c.req.valid('query') });
      c.header('X-Total-Count', String(total));
      return c.json(items, 200);
    })
    .get('/summary', summaryAnswers, async (c) => c.json(await summarizeChatQueries({ deps }), 200));
