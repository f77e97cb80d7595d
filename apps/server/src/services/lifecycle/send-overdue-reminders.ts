import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { orders, stations } from '../../db/schema';
import { overdueReminderEmail } from '../../mail/templates/overdue-reminder-email';
import { adminStationJson } from '../admin-stations';
import { overdueCutoff } from './business-hours';
import { orderMail } from './order-mail';

export interface SendOverdueRemindersOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
}

/**
 * Emails the provider's team once about each request still pending past the 24 business hours
 * promised for an answer. The reminder and its mark commit together, so none is sent twice.
 * Returns how many were queued.
 */
export function sendOverdueReminders(opts: SendOverdueRemindersOptions): number {
  const { db, clock, mailer, config } = opts.deps;
  const now = clock.now();
  const cutoff = overdueCutoff(now, config.businessTimeZone);
  const count = db.transaction((tx) => {
    const due = tx
      .select({ order: orders, station: stations })
      .from(orders)
      .leftJoin(stations, eq(stations.id, orders.stationId))
      .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff), isNull(orders.overdueRemindedAt)))
      .limit(500)
      .all();
    for (const { order, station } of due) {
      mailer.enqueue(
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
      tx.update(orders).set({ overdueRemindedAt: now.toISOString() }).where(eq(orders.id, order.id)).run();
    }
    return due.length;
  });
  if (count) mailer.wake();
  return count;
}
