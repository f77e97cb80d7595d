import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { listChatQueries } from '../../services/chat/list-chat-queries';
import { summarizeChatQueries } from '../../services/chat/summarize-chat-queries';
import { pageQuery } from './paging';

/** /api/admin/chat-queries: the logged chat questions, newest first, and their summary cards. */
export const adminChatQueryRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', pageQuery), async (c) => {
      const { items, total } = await listChatQueries({ db: deps.db, ...c.req.valid('query') });
      c.header('X-Total-Count', String(total));
      return c.json(items, 200);
    })
    .get('/summary', async (c) => c.json(await summarizeChatQueries({ deps }), 200));
