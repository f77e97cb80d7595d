import { and, eq, inArray } from 'drizzle-orm';
import { UNDO_WINDOW_MS } from '@app/core';
import type { AppDeps } from '../../context';
import { stationRequests } from '../../db/schema';
import type { ReplacedStationRequest } from '../../db/tables/station-requests';
import type { Tx } from '../../db/transaction';

type StationRequestRow = typeof stationRequests.$inferSelect;
import { newToken, sha256 } from '../../lib/random';
import { producerRequestEmail } from '../../mail/templates/producer-request-email';
import type { OrderRow } from '../orders/order-json';
import type { StationRow } from '../stations/station-json';

export interface OpenStationRequestOptions {
  tx: Tx;
  deps: Pick<AppDeps, 'clock' | 'mailer' | 'config'>;
  order: OrderRow;
  station: StationRow | null;
  /** The operator change that sent the order: undoing it cancels the producer's email. */
  changeId: string;
}

/** What a request keeps of the one it replaces, to put it back if its change is undone. */
const replacedRequest = ({ tokenHash, sentTo, sentAt, remindedAt, answeredAt, responseMs, openedBy }: StationRequestRow): ReplacedStationRequest => ({
  tokenHash,
  sentTo,
  sentAt,
  remindedAt,
  answeredAt,
  responseMs,
  openedBy,
});

/**
 * Undoing the changes `changeId` made takes back the requests it opened and puts back those they
 * replaced, with their links: the producer's email of the undone change never left.
 */
export async function undoStationRequests({ tx, orderIds, changeId }: { tx: Tx; orderIds: readonly string[]; changeId: string }): Promise<void> {
  const opened = await tx
    .delete(stationRequests)
    .where(and(inArray(stationRequests.orderId, [...orderIds]), eq(stationRequests.openedBy, changeId)))
    .returning({ orderId: stationRequests.orderId, replaced: stationRequests.replaced });
  const back = opened.flatMap(({ orderId, replaced }) => (replaced ? [{ orderId, ...replaced, replaced: null }] : []));
  if (back.length) await tx.insert(stationRequests).values(back);
}

/** The producer page's address for a token. */
export const producerLink = (publicUrl: string, token: string): string => `${publicUrl}/producer?token=${token}`;

/**
 * Opens (or opens again) the order's request to its station. With a contact email, the station's
 * producer gets the request and a new link (256 random bits, only its hash kept: one live link per
 * order, an earlier one stops working); without one, the request is recorded for the wait and the
 * team relays it by hand.
 */
export async function openStationRequest({ tx, deps, order, station, changeId }: OpenStationRequestOptions): Promise<void> {
  const now = deps.clock.now();
  const contact = station?.contactEmail?.trim() || null;
  const token = contact ? newToken() : null;
  const [previous] = await tx.delete(stationRequests).where(eq(stationRequests.orderId, order.id)).returning();
  await tx.insert(stationRequests).values({
    orderId: order.id,
    tokenHash: token ? sha256(token) : null,
    sentTo: contact,
    sentAt: now.toISOString(),
    remindedAt: null,
    answeredAt: null,
    openedBy: changeId,
    replaced: previous ? replacedRequest(previous) : null,
  });
  if (!contact || !token || !station) return;
  await deps.mailer.enqueue(tx, {
    ...producerRequestEmail({ to: contact, order, station, answer: { link: producerLink(deps.config.publicUrl, token) } }),
    replyTo: deps.config.opsEmail,
    // In the order's thread, so the reminder shows under it.
    references: order.threadMessageId,
    // Sent with the operator's change: it waits out the same undo window, and Undo cancels it.
    notBefore: new Date(now.getTime() + UNDO_WINDOW_MS),
    changeId,
  });
}
