import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../../routes/orders/booking-test-support';
import { createTestApp, visibleStationId, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t?.close());

const book = async (stationId: string) => expect((await t.request('/api/orders', { json: orderBody(stationId) })).status).toBe(201);

describe("the change log's NOTIFY", () => {
  it('is sent only while a change watcher is connected to the database (PostgreSQL; SQLite has none)', async () => {
    const stationId = await visibleStationId(t);
    if (t.database.dialect === 'sqlite') {
      await book(stationId);
      return;
    }
    const received: string[] = [];
    const observer = new pg.Client({ connectionString: t.config.databaseUrl, application_name: 'test-observer' });
    await observer.connect();
    let watcher: pg.Client | undefined;
    try {
      observer.on('notification', (n) => received.push(n.channel));
      await observer.query('LISTEN change_feed');
      // A query answered after the commit: a notification sent by the commit arrives before it.
      await book(stationId);
      await observer.query('select 1');
      expect(received).toEqual([]);

      // A watcher's connection (services/changes/watch-changes.ts names it so).
      watcher = new pg.Client({ connectionString: t.config.databaseUrl, application_name: 'spotlight-changes' });
      await watcher.connect();
      await book(stationId);
      await observer.query('select 1');
      expect(received).toEqual(['change_feed']);
    } finally {
      await watcher?.end();
      await observer.end();
    }
  });
});
