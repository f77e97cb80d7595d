import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../context';
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
 * Emails the provider's team once about each request still pending past the 24 business hours
 * promised for an answer. The reminder and its mark commit together, so none is sent twice.
 * Returns how many were queued.
 */
export async function sendOverdueReminders(opts: SendOverdueRemindersOptions): Promise<number> {
  const { db, clock, mailer, config } = opts.deps;
  const now = clock.now();
  const cutoff = overdueCutoff(now, config.businessTimeZone);
  const count = await inTransaction(db, async (tx) => {
    const due = await tx
      .select({ order: orders, station: stations })
      .from(orders)
      .leftJoin(stations, eq(stations.id, orders.stationId))
      .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff), isNull(orders.overdueRemindedAt)))
      .limit(500);
    for (const { order, station } of due) {
      await mailer.enqueue(tx, 
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
      await tx.update(orders).set({ overdueRemindedAt: now.toISOString() }).where(eq(orders.id, order.id));
    }
    return due.length;
  });
  if (count) mailer.wake();
  return count;
}
