import { UNDO_WINDOW_MS, type BookedSlot } from '@app/core';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/transaction';
import { producerTimeChosenEmail } from '../../mail/templates/producer-time-chosen-email';
import type { OrderRow } from '../orders/order-json';
import type { StationRow } from '../stations/station-json';
import { stationLinkHolder } from './station-link-holder';

export interface TellStationOfChosenTimeOptions {
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer' | 'config'>;
  /** The order, booked for the chosen time. */
  order: OrderRow;
  station: StationRow | null;
  slot: BookedSlot;
  /** The requester's change: the notice leaves with their confirmation, and goes with it if that is withdrawn. */
  changeId: string;
}

/**
 * The requester chose one of the times the station offered through its link: the station is told
 * which, in the request's thread, so the producer who offered several times knows the one booked.
 */
export async function tellStationOfChosenTime({ tx, deps, order, station, slot, changeId }: TellStationOfChosenTimeOptions): Promise<void> {
  const to = await stationLinkHolder(tx, order, station);
  if (!to || !station) return;
  await deps.mailer.enqueue(tx, {
    ...producerTimeChosenEmail({ to, order, station, slot }),
    replyTo: deps.config.opsEmail,
    references: order.threadMessageId,
    notBefore: new Date(deps.clock.now().getTime() + UNDO_WINDOW_MS),
    changeId,
  });
}
