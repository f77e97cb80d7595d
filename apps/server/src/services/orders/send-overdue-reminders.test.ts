import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../routes/admin/admin-test-helpers';
import { firstRead, queryPlan } from '../../test/query-plan';
import { overdueCutoff } from './business-hours';
import { dueOverdueReminders } from './send-overdue-reminders';

// The once-a-minute job reads only the requests due a reminder, from their own partial index,
// however many requests were reminded before (db/tables/orders.ts).

let t: AdminTestApp;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * 86_400_000).toISOString();
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

describe('the overdue reminder job', () => {
  it('finds the pending requests past their deadline and not yet reminded, oldest first', async () => {
    const older = await t.insertOrder({ createdAt: daysAgo(9) });
    const old = await t.insertOrder({ createdAt: daysAgo(8) });
    await t.insertOrder({ createdAt: daysAgo(10), overdueRemindedAt: daysAgo(9) });
    await t.insertOrder({ createdAt: daysAgo(10), status: 'booking' });
    await t.insertOrder({ createdAt: t.clock.now().toISOString() });
    const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
    const due = await dueOverdueReminders(t.db, cutoff);
    expect(due.map((d) => d.order.id)).toEqual([older.id, old.id]);
    expect(due[0]!.station?.id).toBe(older.stationId);
  });

  it('reads them from orders_awaiting_overdue_reminder_idx, not from the index of every pending request', async () => {
    const cutoff = overdueCutoff(t.clock.now(), t.config.businessTimeZone);
    const plan = await queryPlan(t.database, dueOverdueReminders(t.db, cutoff), ['enable_seqscan = off']);
    expect(firstRead(plan), plan).toContain('orders_awaiting_overdue_reminder_idx');
  });
});
