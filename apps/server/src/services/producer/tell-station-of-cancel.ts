import { eq } from 'drizzle-orm';
import { UNDO_WINDOW_MS, type OrderStatus } from '@app/core';
import type { AppDeps } from '../../context';
import { stationRequests } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { producerCancelledEmail } from '../../mail/templates/producer-cancelled-email';
import { slotOf, type OrderRow } from '../orders/order-json';
import type { StationRow } from '../stations/station-json';

/** The statuses in which the station has the request in hand: waiting on it, its times offered, or booked. */
const WITH_STATION = new Set<OrderStatus>(['sent_to_station', 'booking', 'booking_completed']);

export interface TellStationOfCancelOptions {
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer' | 'config'>;
  /** The order as it was before the cancellation. */
  order: OrderRow;
  station: StationRow | null;
  by: 'requester' | 'team';
  /** The operator change that cancelled it: the notice waits out its undo window, and Undo cancels it. */
  changeId?: string;
}

/**
 * A request the station had through its producer link, cancelled by the requester or the team:
 * the station is told in the request's thread, so a booked time is freed and nobody answers a
 * link that no longer works. A station reached by hand (no link) hears from the team as before.
 */
export async function tellStationOfCancel({ tx, deps, order, station, by, changeId }: TellStationOfCancelOptions): Promise<void> {
  if (!station || !WITH_STATION.has(order.status)) return;
  const [request] = await tx
    .select({ tokenHash: stationRequests.tokenHash, sentTo: stationRequests.sentTo })
    .from(stationRequests)
    .where(eq(stationRequests.orderId, order.id));
  // The one who has the link; for requests opened before that was recorded, the contact now.
  const to = request?.tokenHash ? (request.sentTo ?? station.contactEmail?.trim()) : null;
  if (!to) return;
  await deps.mailer.enqueue(tx, {
    ...producerCancelledEmail({ to, order, station, slot: slotOf(order), by }),
    replyTo: deps.config.opsEmail,
    references: order.threadMessageId,
    ...(changeId ? { notBefore: new Date(deps.clock.now().getTime() + UNDO_WINDOW_MS), changeId } : {}),
  });
}
