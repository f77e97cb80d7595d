import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
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
 * The oldest 500 requests due a reminder at `cutoff`, with their orders and stations (not run
 * yet). Read from the orders waiting on their stations (orders_status_created_at_idx): those are
 * the team's current queue, however many orders there ever were. The requests never answered nor
 * reminded are not: whenever the team moves an order on before its station answers, its request
 * stays so for good, so an index of them would grow with every such order.
 */
export const dueStationReminders = (db: Pick<Db, 'select'>, cutoff: string) =>
  db
    .select({ request: stationRequests, order: orders, station: stations })
    .from(stationRequests)
    .innerJoin(orders, eq(orders.id, stationRequests.orderId))
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .where(
      and(
        isNotNull(stationRequests.tokenHash),
        isNull(stationRequests.answeredAt),
        isNull(stationRequests.remindedAt),
        lt(stationRequests.sentAt, cutoff),
        eq(orders.status, 'sent_to_station'),
      ),
    )
    .orderBy(asc(stationRequests.sentAt))
    .limit(500);

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
    const due = await dueStationReminders(tx, cutoff);
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
