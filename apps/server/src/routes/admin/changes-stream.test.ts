// GET /api/admin/changes/stream: the push of the change feed. The app is served on a real
// loopback socket and read as a client reads it; a write announces the feed's newest cursor.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../context';
import { listenOnLoopback } from '../../test/helpers';
import { readEvents } from '../../test/sse';
import { silentLogger } from '../../lib/logger';
import { requireAdmin } from '../../middleware/admin-auth';
import { adminChangeRoutes } from './changes';
import { createAdminTestApp, type AdminTestApp } from './admin-test-helpers';

let t: AdminTestApp;
let served: Awaited<ReturnType<typeof listenOnLoopback>>;
beforeAll(async () => {
  t = await createAdminTestApp();
  served = await listenOnLoopback(t.app);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

describe('GET /api/admin/changes/stream', () => {
  it('needs an admin token', async () => {
    expect((await fetch(`${served.url}/api/admin/changes/stream`)).status).toBe(401);
  });

  it('sends the newest cursor at once, then `event: changed` with a newer cursor after a write; that cursor serves the write', async () => {
    const events = await readEvents(`${served.url}/api/admin/changes/stream`, { Authorization: `Bearer ${t.token}` });
    try {
      const first = await events.next((e) => e.event === 'changed');
      const order = await t.insertOrder();
      const next = await events.next((e) => e.event === 'changed' && e.data !== first.data);
      const page = (await (await t.api(`/api/admin/changes?since=${encodeURIComponent(first.data)}`)).json()) as { changes: { id: string }[]; cursor: string };
      expect(page.changes.map((c) => c.id)).toContain(order.id);
      expect(page.cursor).toBe(next.data);
    } finally {
      events.close();
    }
  });

  /** The stream with a heartbeat every 50 ms, behind the admin sign-in. */
  async function quickStream(token: string) {
    const deps = { db: t.db, config: t.config, clock: t.clock, mailer: t.outbox, catalogue: t.catalogue, logger: silentLogger };
    const app = new Hono<AppEnv>().use(requireAdmin(deps)).route('/', adminChangeRoutes(deps, { heartbeatMs: 50 }));
    const quick = await listenOnLoopback(app);
    const events = await readEvents(`${quick.url}/stream`, { Authorization: `Bearer ${token}` });
    return { events, close: async () => (events.close(), await quick.close()) };
  }

  it('writes a comment line at each heartbeat', async () => {
    const { events, close } = await quickStream(t.token);
    try {
      await events.next((e) => e.comment === ' keep-alive');
      await events.next((e) => e.comment === ' keep-alive');
    } finally {
      await close();
    }
  });

  it('ends at the next heartbeat once its token is revoked by logout', async () => {
    const token = await t.newToken();
    const { events, close } = await quickStream(token);
    try {
      await events.next((e) => e.comment === ' keep-alive');
      expect((await t.api('/api/admin/logout', { method: 'POST', token })).status).toBe(204);
      await expect(events.next(() => false, 10_000)).rejects.toThrow('stream ended');
    } finally {
      await close();
    }
  });
});
