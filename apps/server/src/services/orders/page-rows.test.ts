import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { overdueCutoff } from './business-hours';
import { DEFAULT_PAGE_SIZE, pageOf, type OrderListQuery } from './list-admin-orders';
import { orders } from '../../db/schema';
import { pageRows } from '../../db/page-rows';

// The request list's page mapped by db/page-rows.ts gives the very rows drizzle's own mapper gives,
// field for field and in the same order, on both databases: every status, a slot booked, notes
// and nulls, a station deleted, and the count beside each row of a text search.

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
  const statuses = ['pending', 'sent_to_station', 'booking', 'booking_completed', 'finished', 'cancelled'] as const;
  for (let i = 0; i < 18; i++) {
    await t.insertOrder({
      status: statuses[i % statuses.length]!,
      clientName: `Client ${i}`,
      notes: i % 3 ? null : `Note ${i}`,
      ...(i % 4 === 0 ? { slotStartsAt: '2026-12-01T15:00:00.000Z', slotTimeZone: 'America/New_York', slotFormat: 'in_studio', calendarSequence: 2 } : {}),
    });
  }
});
afterAll(() => t?.close());

const base: OrderListQuery = { limit: DEFAULT_PAGE_SIZE, offset: 0, sort: 'newest' };

describe('db/page-rows.ts', () => {
  it.each([
    ['the first page', base],
    ['a status, oldest first, past the first rows', { ...base, status: 'booking' as const, sort: 'oldest' as const, offset: 1 }],
    ['a text search (its count beside each row)', { ...base, q: 'Client 1' }],
  ])('maps %s as drizzle does', async (_, query) => {
    const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
    const viaDrizzle = await (await pageOf(t.db, query, cutoff)).page;
    // Named on PostgreSQL but for a text search's, as the list reads it; twice, so that a named page also runs prepared.
    const read = async () => pageRows(t.db, (await pageOf(t.db, query, cutoff)).page, 'order', orders, { named: query.q === undefined });
    for (const mapped of [await read(), await read()]) {
      expect(mapped.length).toBeGreaterThan(0);
      expect(JSON.stringify(mapped)).toBe(JSON.stringify(viaDrizzle));
      expect(mapped).toEqual(viaDrizzle);
    }
  });
});
