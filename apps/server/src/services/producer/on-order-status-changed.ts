import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@app/core';
import type { AppDeps } from '../../context';
import { slotOffers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { OrderRow } from '../orders/order-json';
import type { StationRow } from '../stations/station-json';
import { openStationRequest } from './open-station-request';
import { tellStationOfCancel } from './tell-station-of-cancel';

export interface OnOrderStatusChangedOptions {
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer' | 'config'>;
  /** The order as it was before the change. */
  order: OrderRow;
  station: StationRow | null;
  to: OrderStatus;
  changeId: string;
  /** The station made the change itself (its answer through the link): it needs no notice of it. */
  byStation: boolean;
}

/**
 * The station's side of a status change, whoever made it: sending the order to the station opens
 * its request (and emails the producer link); times offered to the requester stand only while the
 * order is in booking, so any other status withdraws them; a cancellation by the team is told to
 * a station that has the request.
 */
export async function onOrderStatusChanged({ tx, deps, order, station, to, changeId, byStation }: OnOrderStatusChangedOptions): Promise<void> {
  if (to !== 'booking') await tx.delete(slotOffers).where(eq(slotOffers.orderId, order.id));
  if (to === 'sent_to_station') await openStationRequest({ tx, deps, order, station, changeId });
  if (to === 'cancelled' && !byStation) await tellStationOfCancel({ tx, deps, order, station, by: 'team', changeId });
}
