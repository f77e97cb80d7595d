import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { orders, stationRequests, stations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newToken, sha256 } from '../../lib/random';
import { producerRequestEmail } from '../../mail/templates/producer-request-email';
import { businessHoursBefore } from '../orders/business-hours';
import { producerLink } from './open-station-request';

/** A station that has not answered for this many business hours (2 business days) is reminded once. */
export const STATION_REMINDER_BUSINESS_HOURS = 48;

export interface SendStationRemindersOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
}

/**
 * Reminds each station's contact once about a request sent to it and unanswered for 2 business
 * days (Monday to Friday in BUSINESS_TIMEZONE). The link is only kept hashed, so the reminder
 * carries a new one that replaces it. The reminder and its mark commit together: none is sent
 * twice. Returns how many were queued.
 */
export async function sendStationReminders({ deps }: SendStationRemindersOptions): Promise<number> {
  const { db, clock, mailer, config } = deps;
  const now = clock.now();
  const cutoff = businessHoursBefore(now, STATION_REMINDER_BUSINESS_HOURS, config.businessTimeZone).toISOString();
  const count = await inTransaction(db, async (tx) => {
    const due = await tx
      .select({ request: stationRequests, order: orders, station: stations })
      .from(stationRequests)
      .innerJoin(orders, eq(orders.id, stationRequests.orderId))
      .innerJoin(stations, eq(stations.id, orders.stationId))
      .where(
        and(
          eq(orders.status, 'sent_to_station'),
          isNotNull(stationRequests.tokenHash),
          isNull(stationRequests.answeredAt),
          isNull(stationRequests.remindedAt),
          lt(stationRequests.sentAt, cutoff),
        ),
      )
      .limit(500);
    for (const { order, station } of due) {
      const contact = station.contactEmail?.trim();
      if (!contact) continue;
      const token = newToken();
      await tx
        .update(stationRequests)
        .set({ tokenHash: sha256(token), remindedAt: now.toISOString() })
        .where(eq(stationRequests.orderId, order.id));
      await mailer.enqueue(tx, {
        ...producerRequestEmail({ to: contact, order, station, link: producerLink(config.publicUrl, token), reminder: true }),
        replyTo: config.opsEmail,
      });
    }
    return due.length;
  });
  if (count) mailer.wake();
  return count;
}
