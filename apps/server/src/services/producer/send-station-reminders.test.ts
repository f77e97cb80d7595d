import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationRequests } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { dueStationReminders } from './send-station-reminders';

// What the once-a-minute job finds to remind stations of.

let t: AdminTestApp;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * 86_400_000).toISOString();
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

/** An order sent to its station `sentDaysAgo` days ago, and its request with these fields. */
async function sent(sentDaysAgo: number, fields: Partial<typeof stationRequests.$inferInsert> = {}, status: 'sent_to_station' | 'booking' = 'sent_to_station') {
  const order = await t.insertOrder({ status, createdAt: daysAgo(sentDaysAgo + 1) });
  await t.db.insert(stationRequests).values({ orderId: order.id, tokenHash: `hash-${order.id}`, sentAt: daysAgo(sentDaysAgo), ...fields });
  return order;
}

describe('the station reminder job', () => {
  it('finds the requests sent with a link, unanswered and not yet reminded before the cutoff, oldest first', async () => {
    const older = await sent(9);
    const old = await sent(8);
    await sent(10, { remindedAt: daysAgo(7) });
    await sent(10, { answeredAt: daysAgo(9), responseMs: 86_400_000 });
    await sent(10, { tokenHash: null });
    await sent(10, {}, 'booking');
    await sent(0);
    const due = await dueStationReminders(t.db, daysAgo(4));
    expect(due.map((d) => d.order.id)).toEqual([older.id, old.id]);
    expect(due[0]!.station.id).toBe(older.stationId);
  });
});
