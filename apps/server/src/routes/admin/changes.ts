import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { jsonAnswer } from '../../lib/json-bytes';
import { DEFAULT_CHANGES_LIMIT, listChanges, MAX_CHANGES_LIMIT } from '../../services/changes/list-changes';
import { watchChanges } from '../../services/changes/watch-changes';
import { adminTokenIsLive } from '../../services/admins/authenticate-admin-token';
import { responds } from '../../lib/route-docs';
import { changesPageSchema } from '@app/core';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_CHANGES_LIMIT}`;

const changesQuery = z.object({
  // Any text: a cursor the feed cannot serve is a 410 (start over), not a 400.
  since: z.string().max(1000, { error: 'since must be a cursor from this feed' }).optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(MAX_CHANGES_LIMIT, { error: LIMIT_MESSAGE })
    .default(DEFAULT_CHANGES_LIMIT),
});

const changesAnswers = responds({
  200: { description: 'The changes after `since`, oldest first, and the cursor to ask from next', json: changesPageSchema },
  410: 'The feed no longer serves this cursor: load everything again (`code: "resync_required"`)',
});
const streamAnswers = responds({
  200: { description: "Server-sent events: `changed` with the feed's newest cursor whenever it moves", content: 'text/event-stream' },
});

/** A comment line this often keeps proxies and clients from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;

/** /api/admin/changes: the change feed the operator console keeps its replica with, and its push. */
export const adminChangeRoutes = (deps: AppDeps, opts: { heartbeatMs?: number } = {}) =>
  new Hono<AppEnv>()
    .get('/', changesAnswers, validate('query', changesQuery), async (c) => {
      const { since, limit } = c.req.valid('query');
      return jsonAnswer(c, await listChanges({ deps, since, limit }));
    })
    .get('/stream', streamAnswers, (c) =>
      streamSSE(c, async (stream) => {
        const watcher = watchChanges(deps);
        let writing: Promise<void> = Promise.resolve();
        // Writes one after the other, in the order the cursors moved.
        const send = (cursor: string): void => {
          writing = writing.then(() => stream.writeSSE({ event: 'changed', data: cursor })).catch(() => {});
        };
        const unsubscribe = watcher.subscribe(send);
        const { tokenId } = c.var.admin;
        const heartbeat = setInterval(() => {
          writing = writing
            .then(async () => {
              // A token revoked (logout) or expired since the stream opened ends it at the next beat.
              if (!(await adminTokenIsLive({ deps, tokenId }))) return stream.abort();
              await stream.write(': keep-alive\n\n');
            })
            .catch(() => {});
        }, opts.heartbeatMs ?? HEARTBEAT_MS);
        const closed = new Promise<void>((ok) => stream.onAbort(ok));
        try {
          // Where the feed stands now: a client connecting pulls at once if it is behind.
          send(await watcher.newest());
          await closed;
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
        }
      }),
    );
