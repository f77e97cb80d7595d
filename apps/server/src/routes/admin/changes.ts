import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { DEFAULT_CHANGES_LIMIT, listChanges, MAX_CHANGES_LIMIT } from '../../services/changes/list-changes';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_CHANGES_LIMIT}`;

const changesQuery = z.object({
  // Any text: a cursor the feed cannot serve is a 410 (start over), not a 400.
  since: z.string().max(1000, { error: 'since must be a cursor from this feed' }).optional(),
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int({ error: LIMIT_MESSAGE }).min(1, { error: LIMIT_MESSAGE }).max(MAX_CHANGES_LIMIT, { error: LIMIT_MESSAGE }).default(DEFAULT_CHANGES_LIMIT),
});

/** /api/admin/changes: the change feed the operator console keeps its replica with. */
export const adminChangeRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', validate('query', changesQuery), async (c) => {
    const { since, limit } = c.req.valid('query');
    return c.json(await listChanges({ deps, since, limit }), 200);
  });
