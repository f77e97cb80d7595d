import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { orders, stations } from '../../db/schema';
import { overdueReminderEmail } from '../../mail/templates/overdue-reminder-email';
import { adminStationJson } from '../stations/station-json';
import { overdueCutoff } from './business-hours';
import { orderMail } from './order-mail';
import { inTransaction } from '../../db/transaction';

export interface SendOverdueRemindersOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
}

/**
 * The oldest 500 requests due a reminder at `cutoff` (pending, created before it, not reminded
 * yet), with their stations; not run yet. Read from orders_awaiting_overdue_reminder_idx
 * (db/tables/orders.ts), whose condition is this one's: the job runs once a minute, and at a
 * million orders it read the 300,000 pending requests already reminded each time to find none
 * (650 ms with SQLite's event loop held, 280 ms of a table scan on PostgreSQL; now 0.6 to 4 ms).
 */
export const dueOverdueReminders = (db: Pick<Db, 'select'>, cutoff: string) =>
  db
    .select({ order: orders, station: stations })
    .from(orders)
    .leftJoin(stations, eq(stations.id, orders.stationId))
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff), isNull(orders.overdueRemindedAt)))
    .orderBy(asc(orders.createdAt))
    .limit(500);

/**
 * Emails the provider's team once about each request still pending past the 24 business hours
 * promised for an answer. The reminder and its mark commit together, and the mark is claimed
 * conditionally, so none is sent twice, even by several servers at once.
 * Returns how many were queued.
 */
export async function sendOverdueReminders(opts: SendOverdueRemindersOptions): Promise<number> {
  const { db, clock, mailer, config } = opts.deps;
  const now = clock.now();
  const cutoff = overdueCutoff(now, config.businessTimeZone);
  const count = await inTransaction(db, async (tx) => {
    const due = await dueOverdueReminders(tx, cutoff);
    let queued = 0;
    for (const { order, station } of due) {
      // Claimed before it is sent: servers sharing the database may run this job at the same time,
      // and on PostgreSQL both read the same due rows; only the one whose mark lands emails.
      const claimed = await tx
        .update(orders)
        .set({ overdueRemindedAt: now.toISOString() })
        .where(and(eq(orders.id, order.id), isNull(orders.overdueRemindedAt)))
        .returning({ id: orders.id });
      if (claimed.length === 0) continue;
      queued++;
      await mailer.enqueue(
        tx,
        orderMail(
          overdueReminderEmail({
            to: config.opsEmail,
            order,
            station: station ? adminStationJson(station) : null,
            publicUrl: config.publicUrl,
            timeZone: config.businessTimeZone,
          }),
          order,
          config,
          'team',
        ),
      );
    }
    return queued;
  });
  if (count) mailer.wake();
  return count;
}
