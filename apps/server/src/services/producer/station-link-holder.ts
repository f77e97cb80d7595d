import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@app/core';
import { stationRequests } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { StationRow } from '../stations/station-json';

/** The statuses in which the station has the request in hand: waiting on it, its times offered, or booked. */
const WITH_STATION = new Set<OrderStatus>(['sent_to_station', 'booking', 'booking_completed']);

/**
 * Who at the station holds the order's producer link, while the station has the request in hand:
 * the address the link went to (for requests opened before that was recorded, the contact now).
 * Null when the station was reached by hand (no link), or never heard of the request because the
 * change that sent it had its emails `withdrawn` before they left: the team tells it then.
 */
export async function stationLinkHolder(
  tx: Tx,
  order: { id: string; status: OrderStatus },
  station: StationRow | null,
  withdrawn: readonly string[] = [],
): Promise<string | null> {
  if (!station || !WITH_STATION.has(order.status)) return null;
  const [request] = await tx
    .select({ tokenHash: stationRequests.tokenHash, sentTo: stationRequests.sentTo, openedBy: stationRequests.openedBy })
    .from(stationRequests)
    .where(eq(stationRequests.orderId, order.id));
  if (!request?.tokenHash || (request.openedBy !== null && withdrawn.includes(request.openedBy))) return null;
  return (request.sentTo ?? station.contactEmail?.trim() ?? null) || null;
}
