import type { AppDeps } from '../../context';
import type { Tx } from '../../db/transaction';
import { producerDatesChangedEmail } from '../../mail/templates/producer-dates-changed-email';
import { CUSTOMER_CHANGE_SETTLE_MS } from '../orders/notify-team-of-customer-change';
import type { OrderRow } from '../orders/order-json';
import type { StationRow } from '../stations/station-json';
import { stationLinkHolder } from './station-link-holder';

/** Outbox rows tagged with this key are the order's notice of new dates still waiting to leave. */
const noticeKey = (orderId: string) => `station-dates:${orderId}`;

/** Withdraws the order's notice of new dates while it still waits (a later change replaces it, a cancellation makes it moot). */
export async function withdrawNewDatesNotice(tx: Tx, deps: Pick<AppDeps, 'mailer'>, orderId: string): Promise<void> {
  await deps.mailer.cancelChange(tx, noticeKey(orderId));
}

export interface TellStationOfNewDatesOptions {
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer' | 'config'>;
  /** The order with its new dates. */
  order: OrderRow;
  station: StationRow | null;
}

/**
 * The requester of a request the station has through its producer link asked for other dates:
 * the station is told in the request's thread, so it answers for the dates wanted now. The notice
 * settles as the team's does: a burst of changes is one notice, with the dates it ended on.
 */
export async function tellStationOfNewDates({ tx, deps, order, station }: TellStationOfNewDatesOptions): Promise<void> {
  const to = await stationLinkHolder(tx, order, station);
  if (!to || !station) return;
  await withdrawNewDatesNotice(tx, deps, order.id);
  await deps.mailer.enqueue(tx, {
    ...producerDatesChangedEmail({ to, order, station }),
    replyTo: deps.config.opsEmail,
    references: order.threadMessageId,
    notBefore: new Date(deps.clock.now().getTime() + CUSTOMER_CHANGE_SETTLE_MS),
    changeId: noticeKey(order.id),
  });
}
