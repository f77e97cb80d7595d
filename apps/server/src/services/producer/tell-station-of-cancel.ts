import { UNDO_WINDOW_MS } from '@app/core';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/transaction';
import { producerCancelledEmail } from '../../mail/templates/producer-cancelled-email';
import { slotOf, type OrderRow } from '../orders/order-json';
import type { StationRow } from '../stations/station-json';
import { stationLinkHolder } from './station-link-holder';
import { withdrawNewDatesNotice } from './tell-station-of-new-dates';

export interface TellStationOfCancelOptions {
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer' | 'config'>;
  /** The order as it was before the cancellation. */
  order: OrderRow;
  station: StationRow | null;
  by: 'requester' | 'team';
  /** The operator change that cancelled it: the notice waits out its undo window, and Undo cancels it. */
  changeId?: string;
  /** Changes whose emails the requester's cancel withdrew: a request they sent never reached the station. */
  withdrawn?: readonly string[];
}

/**
 * A request the station had through its producer link, cancelled by the requester or the team:
 * the station is told in the request's thread, so a booked time is freed and nobody answers a
 * link that no longer works. A station reached by hand (no link) hears from the team as before.
 */
export async function tellStationOfCancel({ tx, deps, order, station, by, changeId, withdrawn }: TellStationOfCancelOptions): Promise<void> {
  const to = await stationLinkHolder(tx, order, station, withdrawn);
  if (!to || !station) return;
  // New dates the requester asked for just before are moot now. (After a team cancel they stand:
  // the cancel may yet be undone, and its notice waits out that window.)
  if (by === 'requester') await withdrawNewDatesNotice(tx, deps, order.id);
  await deps.mailer.enqueue(tx, {
    ...producerCancelledEmail({ to, order, station, slot: slotOf(order), by }),
    replyTo: deps.config.opsEmail,
    references: order.threadMessageId,
    ...(changeId ? { notBefore: new Date(deps.clock.now().getTime() + UNDO_WINDOW_MS), changeId } : {}),
  });
}
