import { isOfferedSlotOpen, LIFECYCLE_MESSAGES, PRODUCER_MESSAGES, type Order } from '@app/core';
import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError, badRequest } from '../../lib/errors';
import { newId } from '../../lib/random';
import { stationAnswerOpsEmail } from '../../mail/templates/station-answer-ops-email';
import { applyOrderChange } from '../orders/apply-order-change';
import { findCustomerOrder, type OrderCaller } from '../orders/find-customer-order';
import { findOrderWithStation } from '../orders/find-order-with-station';
import { orderJson } from '../orders/order-json';
import { orderMail } from '../orders/order-mail';
import { updateOrderIfUnchanged } from '../orders/update-order-if-unchanged';
import { adminStationJson } from '../stations/station-json';
import { findSlotOffer } from './producer-request-json';
import { tellStationOfChosenTime } from './tell-station-of-chosen-time';
import { formatSlotTime, SLOT_FORMAT_LABELS } from '@app/core';

export interface ChooseOfferedSlotOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  id: string;
  caller: OrderCaller;
  /** Which of the offered times (0-based). */
  index: number;
}

/**
 * POST /api/orders/:id/choose-slot: the requester (owner or manage link) picks one of the times
 * the station proposed, or one of the make-good dates after a bump; the booking is completed with
 * it through the operator's path (confirmed email with its .ics after the undo window, history).
 * 409 not_allowed_now when no offer stands or the time chosen has passed; the team is emailed.
 */
export async function chooseOfferedSlot({ deps, id, caller, index }: ChooseOfferedSlotOptions): Promise<Order> {
  const changeId = newId();
  const order = await inTransaction(deps.db, async (tx) => {
    const row = await findCustomerOrder({ db: tx, id, caller });
    const offer = await findSlotOffer({ db: tx, orderId: row.id });
    if (!offer || row.status !== 'booking') throw new AppError(409, LIFECYCLE_MESSAGES.notAllowedNow, 'not_allowed_now');
    const chosen = offer.options[index];
    if (!chosen) throw badRequest(PRODUCER_MESSAGES.choiceInvalid, { index: [PRODUCER_MESSAGES.choiceInvalid] });
    if (!isOfferedSlotOpen(chosen, deps.clock.now())) throw new AppError(409, PRODUCER_MESSAGES.choicePassed, 'not_allowed_now');
    const slot = { ...chosen, callTime: null, producerNote: null };
    // Decided on this read of the order and its offer: claim the row as read (a second choice at once gets 409).
    await updateOrderIfUnchanged({ tx, before: row, set: { status: row.status, updatedAt: deps.clock.now().toISOString() } });
    await applyOrderChange({
      tx,
      deps,
      actor: { id: null, username: 'customer' },
      id: row.id,
      change: { status: 'booking_completed', slot },
      changeId,
      eventActor: 'customer',
    });
    const found = await findOrderWithStation({ db: tx, id: row.id });
    const station = found?.station ? adminStationJson(found.station) : null;
    if (found) await tellStationOfChosenTime({ tx, deps, order: found.order, station: found.station, slot, changeId });
    await deps.mailer.enqueue(
      tx,
      orderMail(
        stationAnswerOpsEmail({
          to: deps.config.opsEmail,
          order: row,
          station,
          actor: 'customer',
          summary: `Chosen: ${formatSlotTime(chosen)} (${SLOT_FORMAT_LABELS[chosen.format]}). The booking is confirmed.`,
          publicUrl: deps.config.publicUrl,
        }),
        row,
        deps.config,
        'team',
      ),
    );
    return orderJson(found?.order ?? row, station);
  });
  deps.mailer.wake();
  return order;
}
