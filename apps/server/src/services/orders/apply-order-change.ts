import {
  isStationActor,
  LIFECYCLE_MESSAGES,
  ORDER_CHANGE_FORM_MESSAGES,
  stationTimeZone,
  UNDO_WINDOW_MS,
  type BookedSlot,
  type OrderStatus,
  type SlotInput,
} from '@app/core';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/transaction';
import { badRequest } from '../../lib/errors';
import { MINUTE } from '../../lib/time';
import { bookingCalendar } from '../../mail/templates/booking-calendar';
import { isEmailedStatus, statusChangedEmail } from '../../mail/templates/status-changed-email';
import { findOrderWithStation } from './find-order-with-station';
import { newManageLink } from './manage-links';
import { adminStationJson } from '../stations/station-json';
import type { AuditActor } from '../audit/record-audit';
import { slotOf } from './order-json';
import { recordAdminStatusMove } from './record-admin-status-move';
import { orderMail } from './order-mail';
import { adminActor } from './order-actors';
import { recordOrderEvent } from './record-order-event';
import { updateOrderIfUnchanged } from './update-order-if-unchanged';
import { onOrderStatusChanged } from '../producer/on-order-status-changed';

type Deps = Pick<AppDeps, 'clock' | 'mailer' | 'config'>;

/** What an operator may change on an order in one action (PATCH /api/admin/orders/:id). */
export interface OrderChange {
  status?: OrderStatus | undefined;
  /** Shown to the customer when the change cancels the request. */
  reason?: string | null | undefined;
  /** null takes the booked slot off (a station bumped the segment; the history keeps it). */
  slot?: SlotInput | null | undefined;
  airedAt?: string | undefined;
  clipUrl?: string | undefined;
  /** With a cancellation: where the requester finds the other stations of the market. */
  otherStationsUrl?: string | undefined;
}

export interface ApplyOrderChangeOptions {
  tx: Tx;
  deps: Deps;
  actor: AuditActor;
  id: string;
  change: OrderChange;
  /** Shared by every row this action writes: what Undo reverts. */
  changeId: string;
  /** The history's actor when not the operator (`station:<call letters>`, `customer`). */
  eventActor?: string | undefined;
}

const sameSlot = (a: BookedSlot | null, b: BookedSlot | null) => JSON.stringify(a) === JSON.stringify(b);
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Applies one operator change inside `tx`: status (any status at any time), booked slot (required
 * to complete a booking), proof of airing (only at finished). Writes one history row per thing
 * changed, moves profile counters (and badges), queues the requester's email to leave after the
 * undo window, and audits the status. Returns false when the order does not exist, else whether
 * anything changed.
 */
export async function applyOrderChange(opts: ApplyOrderChangeOptions): Promise<{ found: boolean; changed: boolean }> {
  const { tx, deps, actor, id, change, changeId } = opts;
  const found = await findOrderWithStation({ db: tx, id });
  if (!found) return { found: false, changed: false };
  const { order, station } = found;
  const now = deps.clock.now();
  const at = now.toISOString();
  const status = change.status ?? order.status;
  const before = slotOf(order);
  const slot: BookedSlot | null =
    change.slot === null
      ? null
      : change.slot
        ? {
            startsAt: change.slot.startsAt,
            timeZone: change.slot.timeZone ?? stationTimeZone(station?.state, deps.config.businessTimeZone),
            format: change.slot.format,
            callTime: change.slot.callTime,
            producerNote: change.slot.producerNote,
          }
        : before;
  // A booking is completed only with the slot the station agreed.
  if (status === 'booking_completed' && !slot) {
    throw badRequest(LIFECYCLE_MESSAGES.slotRequired, { slot: [LIFECYCLE_MESSAGES.slotRequired] });
  }
  const airedChange = change.airedAt !== undefined || change.clipUrl !== undefined;
  if (airedChange && status !== 'finished') {
    throw badRequest(LIFECYCLE_MESSAGES.airedOnlyWhenFinished, { airedAt: [LIFECYCLE_MESSAGES.airedOnlyWhenFinished] });
  }
  // A segment cannot have aired after the moment it is recorded (the form's rule; a minute of clock skew allowed).
  if (change.airedAt !== undefined && Date.parse(change.airedAt) > now.getTime() + MINUTE) {
    throw badRequest(ORDER_CHANGE_FORM_MESSAGES.airedInFuture, { airedAt: [ORDER_CHANGE_FORM_MESSAGES.airedInFuture] });
  }
  const aired = { airedAt: change.airedAt ?? order.airedAt, clipUrl: change.clipUrl ?? order.clipUrl };
  const statusChanged = status !== order.status;
  const slotChanged = !sameSlot(before, slot);
  const airedChanged = aired.airedAt !== order.airedAt || aired.clipUrl !== order.clipUrl;
  if (!statusChanged && !slotChanged && !airedChanged) return { found: true, changed: false };

  // The requester hears of a new status, or of a slot moved under a confirmed booking.
  const emailKind =
    statusChanged && isEmailedStatus(status)
      ? status
      : !statusChanged && status === 'booking_completed' && slotChanged
        ? 'slot_changed'
        : !statusChanged && status === 'finished' && airedChanged
          ? 'finished'
          : null;
  const sendsCalendar =
    slot !== null &&
    (emailKind === 'booking_completed' ||
      emailKind === 'slot_changed' ||
      (emailKind === 'cancelled' && before !== null && order.status === 'booking_completed'));
  const cancelReason = status === 'cancelled' ? (statusChanged ? (change.reason ?? null) : (change.reason ?? order.cancelReason)) : null;

  await updateOrderIfUnchanged({
    tx,
    before: order,
    set: {
      status,
      updatedAt: at,
      slotStartsAt: slot?.startsAt ?? null,
      slotTimeZone: slot?.timeZone ?? null,
      slotFormat: slot?.format ?? null,
      slotCallTime: slot?.callTime ?? null,
      slotProducerNote: slot?.producerNote ?? null,
      airedAt: aired.airedAt,
      clipUrl: aired.clipUrl,
      cancelReason,
      // Every calendar file sent for the order carries a higher SEQUENCE than the one before.
      ...(sendsCalendar ? { calendarSequence: order.calendarSequence + 1 } : {}),
    },
  });

  const who = opts.eventActor ?? adminActor(actor.username);
  if (statusChanged) {
    // The station's side first: the history row's webhook carries the order as the change left
    // it (sent to its station again, it waits from this send, not the one before).
    await onOrderStatusChanged({ tx, deps, order, station, to: status, changeId, byStation: isStationActor(who) });
    await recordOrderEvent({
      tx,
      orderId: id,
      at,
      actor: who,
      kind: 'status',
      from: order.status,
      to: status,
      reason: change.reason ?? null,
      changeId,
      businessTimeZone: deps.config.businessTimeZone,
    });
    await recordAdminStatusMove({ tx, clock: deps.clock, actor, order, stationRate: station?.rate ?? null, to: status });
  }
  if (slotChanged)
    await recordOrderEvent({
      tx,
      orderId: id,
      at,
      actor: who,
      kind: 'slot',
      from: json(before),
      to: json(slot),
      changeId,
      businessTimeZone: deps.config.businessTimeZone,
    });
  if (airedChanged) {
    await recordOrderEvent({
      tx,
      orderId: id,
      at,
      actor: who,
      kind: 'aired',
      from: json(order.airedAt || order.clipUrl ? { airedAt: order.airedAt, clipUrl: order.clipUrl } : null),
      to: json(aired),
      changeId,
      businessTimeZone: deps.config.businessTimeZone,
    });
  }

  if (emailKind) {
    const publicStation = station ? adminStationJson(station) : null;
    const message = statusChangedEmail({
      status: emailKind,
      order,
      station: publicStation,
      publicUrl: deps.config.publicUrl,
      contactEmail: deps.config.contactEmail,
      slot,
      airedAt: aired.airedAt,
      clipUrl: aired.clipUrl,
      reason: cancelReason,
      otherStationsUrl: change.otherStationsUrl,
      // A booking that stays open: this email leads back to its page as the receipt does.
      manageToken: emailKind === 'booking_completed' || emailKind === 'slot_changed' ? await newManageLink(tx, order.id, at) : undefined,
    });
    const calendar =
      sendsCalendar && slot
        ? [
            bookingCalendar({
              order,
              slot,
              station: publicStation,
              sequence: order.calendarSequence,
              publicUrl: deps.config.publicUrl,
              cancelled: emailKind === 'cancelled',
            }),
          ]
        : null;
    await deps.mailer.enqueue(tx, {
      ...orderMail(message, order, deps.config, 'requester'),
      attachments: calendar,
      // The email leaves only once the operator can no longer undo the change.
      notBefore: new Date(now.getTime() + UNDO_WINDOW_MS),
      changeId,
    });
  }
  return { found: true, changed: true };
}
