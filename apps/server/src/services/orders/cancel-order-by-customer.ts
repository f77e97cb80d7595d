import { canSelfCancel, LIFECYCLE_MESSAGES, type Order } from '@app/core';
import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { bookingCalendar } from '../../mail/templates/booking-calendar';
import { statusChangedEmail } from '../../mail/templates/status-changed-email';
import { adminStationJson } from '../stations/station-json';
import { orderJson, slotOf } from './order-json';
import { recordOrderStatusChanged } from '../profiles/record-order-status-changed';
import { findCustomerOrder, type OrderCaller } from './find-customer-order';
import { findOrderStation } from './find-order-station';
import { notifyTeamOfCustomerChange } from './notify-team-of-customer-change';
import { tellStationOfCancel } from '../producer/tell-station-of-cancel';
import { withdrawHeldOrderEmails } from './withdraw-held-order-emails';
import { orderMail } from './order-mail';
import { recordOrderEvent } from './record-order-event';
import { updateOrderIfUnchanged } from './update-order-if-unchanged';

export interface CancelOrderByCustomerOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  id: string;
  caller: OrderCaller;
  reason: string | null;
}

/**
 * POST /api/orders/:id/cancel: the requester cancels while the request is pending, or a confirmed
 * booking until 48 hours before its slot; 409 not_allowed_now after that. The team is emailed (see notifyTeamOfCustomerChange).
 */
export async function cancelOrderByCustomer(opts: CancelOrderByCustomerOptions): Promise<Order> {
  const { deps, id, caller, reason } = opts;
  const order = await inTransaction(deps.db, async (tx) => {
    const row = await findCustomerOrder({ db: tx, id, caller });
    const now = deps.clock.now();
    if (!canSelfCancel({ status: row.status, slot: slotOf(row) }, now)) {
      throw new AppError(409, row.status === 'booking_completed' ? LIFECYCLE_MESSAGES.cancelTooLate : LIFECYCLE_MESSAGES.notAllowedNow, 'not_allowed_now');
    }
    const at = now.toISOString();
    const slot = slotOf(row);
    // A booked slot's calendar entry is withdrawn by a file with a higher SEQUENCE.
    await updateOrderIfUnchanged({
      tx,
      before: row,
      set: { status: 'cancelled', cancelReason: reason, updatedAt: at, ...(slot ? { calendarSequence: row.calendarSequence + 1 } : {}) },
    });
    await recordOrderEvent({
      tx,
      orderId: row.id,
      at,
      actor: 'customer',
      kind: 'cancel',
      from: row.status,
      to: 'cancelled',
      reason,
      businessTimeZone: deps.config.businessTimeZone,
    });
    const station = await findOrderStation({ db: tx, order: row });
    await recordOrderStatusChanged({
      tx,
      order: { userId: row.userId, email: row.email, stationRate: station?.rate ?? null },
      before: row.status,
      after: 'cancelled',
      clock: deps.clock,
    });
    await notifyTeamOfCustomerChange({ tx, deps, order: row, station, change: { kind: 'cancel', reason } });
    const withdrawn = await withdrawHeldOrderEmails({ tx, deps, order: row });
    await tellStationOfCancel({ tx, deps, order: row, station, by: 'requester', withdrawn });
    // The requester gets their own confirmation of the cancellation (and the calendar entry withdrawn).
    const publicStation = station ? adminStationJson(station) : null;
    const cancelled = { ...row, status: 'cancelled' as const, cancelReason: reason };
    await deps.mailer.enqueue(tx, {
      ...orderMail(
        statusChangedEmail({
          status: 'cancelled',
          order: cancelled,
          station: publicStation,
          publicUrl: deps.config.publicUrl,
          contactEmail: deps.config.contactEmail,
          byRequester: true,
          reason,
        }),
        row,
        deps.config,
        'requester',
      ),
      attachments: slot
        ? [bookingCalendar({ order: row, slot, station: publicStation, sequence: row.calendarSequence, publicUrl: deps.config.publicUrl, cancelled: true })]
        : null,
    });
    return orderJson({ ...row, status: 'cancelled', cancelReason: reason, updatedAt: at }, station);
  });
  deps.mailer.wake();
  return order;
}
