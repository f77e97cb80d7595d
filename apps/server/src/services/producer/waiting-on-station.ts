import { eq, type SQL } from 'drizzle-orm';
import type { AdminOrder } from '@app/core';
import type { Db } from '../../db/client';
import { orders, stationRequests } from '../../db/schema';
import { inIdList } from '../../db/sql';

/** An order waits on its station while it is sent to the station: every answer moves it on. */
export const waitingOnStationWhere = (): SQL => eq(orders.status, 'sent_to_station');

/** When an order still waiting on its station was sent to it (`sentAt`, its station request's), else its last update; null when it is not waiting. */
export const waitingOnStationSince = (order: Pick<AdminOrder, 'status' | 'updatedAt'>, sentAt: string | undefined): string | null =>
  order.status === 'sent_to_station' ? (sentAt ?? order.updatedAt) : null;

/**
 * Adds `waitingOnStationSince` to the orders of an admin page: when each order still waiting on
 * its station was sent to it (its last update for one sent before stations could answer).
 */
export async function withStationWait<T extends Pick<AdminOrder, 'id' | 'status' | 'updatedAt'>>(
  db: Pick<Db, 'select'>,
  items: T[],
): Promise<(T & { waitingOnStationSince: string | null })[]> {
  const waiting = items.filter((o) => o.status === 'sent_to_station').map((o) => o.id);
  const sent = waiting.length
    ? new Map(
        (
          await db
            .select({ orderId: stationRequests.orderId, sentAt: stationRequests.sentAt })
            .from(stationRequests)
            .where(inIdList(db, stationRequests.orderId, waiting))
        ).map((r) => [r.orderId, r.sentAt]),
      )
    : new Map<string, string>();
  return items.map((o) => ({ ...o, waitingOnStationSince: waitingOnStationSince(o, sent.get(o.id)) }));
}
