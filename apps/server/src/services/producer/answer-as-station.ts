import { and, eq, isNull } from 'drizzle-orm';
import {
  declinedReason,
  formatSlotTime,
  LIFECYCLE_MESSAGES,
  PRODUCER_MESSAGES,
  SLOT_FORMAT_LABELS,
  stationActor,
  UNDO_WINDOW_MS,
  stationTimeZone,
  type OfferedSlot,
  type ProducerRequest,
  type SlotInput,
  allowedProducerAnswers,
} from '@app/core';
import type { AppDeps } from '../../context';
import { orders, slotOffers, stationRequests, type MailAttachment } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transaction';
import { AppError, badRequest } from '../../lib/errors';
import { newId } from '../../lib/random';
import { MINUTE } from '../../lib/time';
import { bookingCalendar } from '../../mail/templates/booking-calendar';
import { slotOfferEmail } from '../../mail/templates/slot-offer-email';
import { stationAnswerOpsEmail } from '../../mail/templates/station-answer-ops-email';
import { applyOrderChange, type OrderChange } from '../orders/apply-order-change';
import { findOrderWithStation } from '../orders/find-order-with-station';
import { newManageLink } from '../orders/manage-links';
import { updateOrderIfUnchanged } from '../orders/update-order-if-unchanged';
import { orderMail } from '../orders/order-mail';
import { recordOrderEvent } from '../orders/record-order-event';
import { slotOf, type OrderRow } from '../orders/order-json';
import { getStationBlackouts } from '../stations/get-station-blackouts';
import { enqueueStationAnswered } from '../webhooks/order-webhook-events';
import { adminStationJson, type StationRow } from '../stations/station-json';
import { findStationRequest } from './find-station-request';
import { makeGoodOffers, proposedOffers } from './offered-slots';
import { producerRequestJson } from './producer-request-json';

/** One answer of a station's producer (POST /api/producer/<answer>), already validated. */
export type StationAnswer =
  | { answer: 'accept'; slot: SlotInput }
  | { answer: 'propose'; options: { startsAt: string; format: OfferedSlot['format'] }[]; note: string | null }
  | { answer: 'decline'; reason: string }
  | { answer: 'bumped'; reason: string }
  | { answer: 'aired'; airedAt: string; clipUrl?: string | undefined };

export interface AnswerAsStationOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  token: string;
  answer: StationAnswer;
}

const slotWords = (slot: { startsAt: string; timeZone: string; format: OfferedSlot['format'] }) =>
  `${formatSlotTime(slot)} (${SLOT_FORMAT_LABELS[slot.format]})`;

/**
 * A station's answer through its producer link, made through the same path as an operator's
 * change (applyOrderChange: slot, .ics, the undo window before the requester's email, history,
 * profile counters) with the actor `station:<call letters>`; proposals and make-good dates become
 * an offer the requester chooses from. OPS_EMAIL hears of every answer. 404 for a bad or closed
 * link, 409 not_allowed_now when the order's state forbids the answer (or another answer won).
 */
export async function answerAsStation({ deps, token, answer }: AnswerAsStationOptions): Promise<ProducerRequest> {
  const changeId = newId();
  const result = await inTransaction(deps.db, async (tx) => {
    const { request, order, station } = await findStationRequest({ db: tx, token });
    const now = deps.clock.now();
    const at = now.toISOString();
    if (!allowedProducerAnswers({ status: order.status, slot: slotOf(order) }, now).includes(answer.answer)) {
      throw new AppError(409, LIFECYCLE_MESSAGES.notAllowedNow, 'not_allowed_now');
    }
    const actorName = stationActor(station.callLetters);
    const { change, summary, offer } = await planAnswer({ tx, deps, order, station, answer, now });
    // The answer was decided on this read: claim the row as read, so of two answers at once the
    // second gets 409 instead of applying itself on top of the first (e.g. as a slot change).
    await updateOrderIfUnchanged({ tx, before: order, set: { status: order.status, updatedAt: at } });
    await applyOrderChange({ tx, deps, actor: { id: null, username: actorName }, id: order.id, change, changeId, eventActor: actorName });
    if (offer) await offerSlots({ tx, deps, order, station, offer, changeId, actorName, now });
    await enqueueStationAnswered({ tx, orderId: order.id, at, businessTimeZone: deps.config.businessTimeZone });
    if (!request.answeredAt) {
      await tx
        .update(stationRequests)
        .set({ answeredAt: at, responseMs: now.getTime() - Date.parse(request.sentAt) })
        .where(and(eq(stationRequests.orderId, order.id), isNull(stationRequests.answeredAt)));
    }
    await deps.mailer.enqueue(
      tx,
      orderMail(
        stationAnswerOpsEmail({
          to: deps.config.opsEmail,
          order,
          station: adminStationJson(station),
          actor: actorName,
          summary,
          publicUrl: deps.config.publicUrl,
        }),
        order,
        deps.config,
        'team',
      ),
    );
    const after = await findOrderWithStation({ db: tx, id: order.id });
    return producerRequestJson({ db: tx, order: after?.order ?? order, station, clock: deps.clock, businessTimeZone: deps.config.businessTimeZone });
  });
  deps.mailer.wake();
  return result;
}

interface Plan {
  change: OrderChange;
  /** The answer in a sentence, for the team. */
  summary: string;
  offer?: { kind: 'proposal' | 'make_good'; options: OfferedSlot[]; note: string | null; reason: string | null };
}

/** What each answer changes on the order, in the vocabulary of an operator's change. */
async function planAnswer(p: {
  tx: Tx;
  deps: AnswerAsStationOptions['deps'];
  order: OrderRow;
  station: StationRow;
  answer: StationAnswer;
  now: Date;
}): Promise<Plan> {
  const { answer, deps, station } = p;
  const rules = async () => ({
    businessTimeZone: deps.config.businessTimeZone,
    now: p.now,
    blackouts: await getStationBlackouts({ db: p.tx, stationId: station.id }),
  });
  switch (answer.answer) {
    case 'accept': {
      const timeZone = answer.slot.timeZone ?? stationTimeZone(station.state, deps.config.businessTimeZone);
      return { change: { status: 'booking_completed', slot: answer.slot }, summary: `Accepted: ${slotWords({ ...answer.slot, timeZone })}.` };
    }
    case 'propose': {
      const options = proposedOffers(answer.options, stationTimeZone(station.state, deps.config.businessTimeZone), await rules());
      return {
        change: { status: 'booking' },
        summary: `Proposed: ${options.map(slotWords).join('; ')}.${answer.note ? ` Note: ${answer.note}` : ''}`,
        offer: { kind: 'proposal', options, note: answer.note, reason: null },
      };
    }
    case 'decline':
      return {
        change: { status: 'cancelled', reason: declinedReason(answer.reason), otherStationsUrl: `${deps.config.publicUrl}/stations/${station.id}` },
        summary: declinedReason(answer.reason),
      };
    case 'bumped': {
      const bumped = slotOf(p.order);
      const options = bumped ? makeGoodOffers(bumped, await rules()) : [];
      return {
        change: { status: 'booking', slot: null, reason: answer.reason },
        summary: `Bumped by breaking news: ${answer.reason}. Make-good dates offered: ${options.map(slotWords).join('; ') || 'none'}.`,
        offer: { kind: 'make_good', options, note: null, reason: answer.reason },
      };
    }
    case 'aired': {
      // The proof names when it aired: between the booked slot's start and now, to the minute the
      // producer's form gives (a station may confirm a slot after the fact, then report it aired).
      const aired = Date.parse(answer.airedAt);
      const slot = slotOf(p.order);
      if ((slot && aired < Date.parse(slot.startsAt) - MINUTE) || aired > p.now.getTime() + MINUTE) {
        throw badRequest(PRODUCER_MESSAGES.airedOutsideSlot, { airedAt: [PRODUCER_MESSAGES.airedOutsideSlot] });
      }
      return {
        change: { status: 'finished', airedAt: answer.airedAt, clipUrl: answer.clipUrl },
        summary: `Aired ${formatSlotTime({ startsAt: answer.airedAt, timeZone: slot?.timeZone ?? stationTimeZone(station.state, deps.config.businessTimeZone) })}${answer.clipUrl ? `; clip: ${answer.clipUrl}` : ''}.`,
      };
    }
  }
}

/** Keeps the offered times for the requester to choose from, records them, and emails them to the requester. */
async function offerSlots(p: {
  tx: Tx;
  deps: AnswerAsStationOptions['deps'];
  order: OrderRow;
  station: StationRow;
  offer: NonNullable<Plan['offer']>;
  changeId: string;
  actorName: string;
  now: Date;
}): Promise<void> {
  const { tx, deps, order, offer } = p;
  const at = p.now.toISOString();
  await tx.delete(slotOffers).where(eq(slotOffers.orderId, order.id));
  await tx.insert(slotOffers).values({ orderId: order.id, kind: offer.kind, options: offer.options, note: offer.note, createdAt: at });
  await recordOrderEvent({
    tx,
    orderId: order.id,
    at,
    actor: p.actorName,
    kind: 'offer',
    to: JSON.stringify({ kind: offer.kind, options: offer.options }),
    reason: offer.kind === 'proposal' ? offer.note : offer.reason,
    changeId: p.changeId,
    businessTimeZone: deps.config.businessTimeZone,
  });
  const message = slotOfferEmail({
    order,
    station: p.station,
    kind: offer.kind,
    options: offer.options,
    note: offer.note,
    reason: offer.reason,
    publicUrl: deps.config.publicUrl,
    contactEmail: deps.config.contactEmail,
    manageToken: await newManageLink(tx, order.id, at),
  });
  const attachments = offer.kind === 'make_good' ? await cancelBumpedCalendar(p) : null;
  await deps.mailer.enqueue(tx, {
    ...orderMail(message, order, deps.config, 'requester'),
    attachments,
    // As with an operator's change: the requester's email waits out the undo window.
    notBefore: new Date(p.now.getTime() + UNDO_WINDOW_MS),
    changeId: p.changeId,
  });
}

/**
 * A bumped segment leaves the requester's calendar: the old entry goes out again cancelled (same
 * UID, the next SEQUENCE) with the postponement email.
 */
async function cancelBumpedCalendar(p: {
  tx: Tx;
  deps: AnswerAsStationOptions['deps'];
  order: OrderRow;
  station: StationRow;
}): Promise<MailAttachment[] | null> {
  const slot = slotOf(p.order);
  if (!slot) return null;
  await p.tx
    .update(orders)
    .set({ calendarSequence: p.order.calendarSequence + 1 })
    .where(eq(orders.id, p.order.id));
  return [
    bookingCalendar({
      order: p.order,
      slot,
      station: adminStationJson(p.station),
      sequence: p.order.calendarSequence,
      publicUrl: p.deps.config.publicUrl,
      cancelled: true,
    }),
  ];
}
