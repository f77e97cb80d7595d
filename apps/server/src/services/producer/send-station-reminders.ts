import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { orders, stationRequests, stations } from '../../db/schema';
import { awaitingReminder } from '../../db/tables/station-requests';
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
 * yet): sent with a link to a station that still has a contact email, unanswered, not reminded,
 * and their orders still waiting on the station (`sent_to_station`).
 *
 * Read from station_requests_awaiting_reminder_idx, which holds only the requests of orders
 * waiting on their stations that are neither reminded nor answered (issue 34). The job used to
 * start from every order in `sent_to_station` (orders_status_created_at_idx) and look up its
 * request: that queue keeps every order the team left there, reminded long ago or not, and in
 * the bench's seed (a tenth of a million orders, spread over 180 days) the read took 220 ms of
 * SQLite's one thread every minute, 500 to 620 ms once those orders had their requests. An index
 * of the requests never answered nor reminded would not do either: whenever the team moves an
 * order on before its station answers, its request stays so for good. The `waiting` flag, kept
 * by triggers on the order's status, takes such a request out of the index as the order moves on
 * (and puts it back if an undo brings the order back to the station). The order's status is not
 * asked again here: the flag is that status, and with it in the query SQLite would start from the
 * orders in `sent_to_station` again, as an equality on an index looks cheaper to it than a range.
 */
export const dueStationReminders = (db: Pick<Db, 'select'>, cutoff: string) =>
  db
    .select({ request: stationRequests, order: orders, station: stations })
    .from(stationRequests)
    .innerJoin(orders, eq(orders.id, stationRequests.orderId))
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .where(
      and(
        awaitingReminder(stationRequests),
        lt(stationRequests.sentAt, cutoff),
        // A station whose contact was removed since cannot be reminded: left out here, or 500 of
        // them would fill every run's batch for good.
        sql`trim(${stations.contactEmail}) <> ''`,
      ),
    )
    .orderBy(asc(stationRequests.sentAt))
    .limit(500);

/** The first email went to another address than the station's contact now (unknown for requests opened before it was recorded). */
const linkWentElsewhere = (sentTo: string | null, contact: string) => sentTo !== null && sentTo.toLowerCase() !== contact.toLowerCase();

/**
 * Reminds each station's contact once about a request sent to it and unanswered for 2 business
 * days (Monday to Friday in BUSINESS_TIMEZONE). The link is kept only hashed, and stays valid
 * until the order is finished or cancelled, so the reminder points to the first email (in the
 * same thread) rather than making a new link that would end the first; only a contact changed
 * since, who never got that email, gets a new link. The reminder and its mark commit together:
 * none is sent twice. Returns how many were queued.
 */
export async function sendStationReminders({ deps }: SendStationRemindersOptions): Promise<number> {
  const { db, clock, mailer, config } = deps;
  const now = clock.now();
  const cutoff = businessHoursBefore(now, STATION_REMINDER_BUSINESS_HOURS, config.businessTimeZone).toISOString();
  const count = await inTransaction(db, async (tx) => {
    const due = await dueStationReminders(tx, cutoff);
    for (const { request, order, station } of due) {
      const contact = station.contactEmail?.trim();
      if (!contact) continue;
      const reminder = { firstSentAt: request.sentAt, timeZone: config.businessTimeZone };
      // A contact changed since the first email never got its link: a new one replaces it.
      const token = linkWentElsewhere(request.sentTo, contact) ? newToken() : null;
      await tx
        .update(stationRequests)
        .set({ remindedAt: now.toISOString(), ...(token ? { tokenHash: sha256(token), sentTo: contact } : {}) })
        .where(eq(stationRequests.orderId, order.id));
      await mailer.enqueue(tx, {
        ...producerRequestEmail({
          to: contact,
          order,
          station,
          answer: token ? { reminder, link: producerLink(config.publicUrl, token) } : { reminder },
        }),
        replyTo: config.opsEmail,
        references: order.threadMessageId,
      });
    }
    return due.length;
  });
  if (count) mailer.wake();
  return count;
}
