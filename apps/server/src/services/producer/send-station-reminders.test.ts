import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stationRequests, stations } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { firstRead, queryPlan } from '../../test/query-plan';
import { dueStationReminders } from './send-station-reminders';

// What the once-a-minute job finds to remind stations of, read from the requests whose orders
// still wait on their stations only (db/tables/station-requests.ts).

let t: AdminTestApp;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * 86_400_000).toISOString();
beforeAll(async () => {
  t = await createAdminTestApp();
  // The station t.insertOrder books by default: one with a contact to remind.
  const [first] = await t.db.select({ id: stations.id }).from(stations).orderBy(asc(stations.callLetters)).limit(1);
  await t.db.update(stations).set({ contactEmail: 'desk@first.example' }).where(eq(stations.id, first!.id));
});
afterAll(() => t?.close());

/** An order sent to its station `sentDaysAgo` days ago, and its request with these fields. */
async function sent(
  sentDaysAgo: number,
  fields: Partial<typeof stationRequests.$inferInsert> = {},
  status: 'sent_to_station' | 'booking' = 'sent_to_station',
  stationId?: string,
) {
  const order = await t.insertOrder({ status, createdAt: daysAgo(sentDaysAgo + 1), ...(stationId ? { stationId } : {}) });
  await t.db.insert(stationRequests).values({ orderId: order.id, tokenHash: `hash-${order.id}`, sentAt: daysAgo(sentDaysAgo), ...fields });
  return order;
}
const setStatus = (id: string, status: 'sent_to_station' | 'booking' | 'cancelled') => t.db.update(orders).set({ status }).where(eq(orders.id, id));
const due = async () => (await dueStationReminders(t.db, daysAgo(4))).map((d) => d.order.id);

describe('the station reminder job', () => {
  it('finds the requests sent with a link, unanswered and not yet reminded before the cutoff, oldest first', async () => {
    const older = await sent(9);
    const old = await sent(8);
    await sent(10, { remindedAt: daysAgo(7) });
    await sent(10, { answeredAt: daysAgo(9), responseMs: 86_400_000 });
    await sent(10, { tokenHash: null });
    await sent(10, {}, 'booking');
    await sent(0);
    const found = await dueStationReminders(t.db, daysAgo(4));
    expect(found.map((d) => d.order.id)).toEqual([older.id, old.id]);
    expect(found[0]!.station.id).toBe(older.stationId);
  });

  it('leaves out a request once its order moves on, and finds it again when the order is back with the station', async () => {
    const order = await sent(12);
    expect(await due()).toContain(order.id);
    await setStatus(order.id, 'booking');
    expect(await due()).not.toContain(order.id);
    await setStatus(order.id, 'cancelled');
    expect(await due()).not.toContain(order.id);
    await setStatus(order.id, 'sent_to_station');
    expect(await due()).toContain(order.id);
  });

  it('leaves out the requests to a station whose contact email was removed since', async () => {
    const [, other] = await t.db.select({ id: stations.id }).from(stations).orderBy(asc(stations.callLetters)).limit(2);
    await t.db.update(stations).set({ contactEmail: ' ' }).where(eq(stations.id, other!.id));
    const order = await sent(11, {}, 'sent_to_station', other!.id);
    expect(await due()).not.toContain(order.id);
    await t.db.update(stations).set({ contactEmail: 'desk@station.example' }).where(eq(stations.id, other!.id));
    expect(await due()).toContain(order.id);
  });

  it('reads them from station_requests_awaiting_reminder_idx, not from every order waiting on its station', async () => {
    const plan = await queryPlan(t.database, dueStationReminders(t.db, daysAgo(4)), ['enable_seqscan = off']);
    expect(firstRead(plan), plan).toContain('station_requests_awaiting_reminder_idx');
  });
});
