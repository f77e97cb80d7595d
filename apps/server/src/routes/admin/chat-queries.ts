import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { chatQuerySummary, listChatQueries } from '../../services/admin-chat-queries';
import { pageQuery } from './paging';

/** /api/admin/chat-queries: the logged chat questions, newest first, and their summary cards. */
export const adminChatQueryRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', pageQuery), (c) => {
      const { items, total } = listChatQueries(deps.db, c.req.valid('query'));
      c.header('X-Total-Count', String(total));
      return c.json(items, 200);
    })
    .get('/summary', (c) => c.json(chatQuerySummary(deps.db, deps.clock), 200));
