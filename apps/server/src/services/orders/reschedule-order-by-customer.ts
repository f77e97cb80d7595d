import { eq } from 'drizzle-orm';
import { canSelfReschedule, LIFECYCLE_MESSAGES, type Order } from '@app/core';
import type { AppDeps } from '../../context';
import { slotOffers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { orderJson } from './order-json';
import { findCustomerOrder, type OrderCaller } from './find-customer-order';
import { findOrderStation } from './find-order-station';
import { notifyTeamOfCustomerChange } from './notify-team-of-customer-change';
import { checkBlackouts } from './place-orders';
import { tellStationOfNewDates } from '../producer/tell-station-of-new-dates';
import { recordOrderEvent } from './record-order-event';
import { updateOrderIfUnchanged } from './update-order-if-unchanged';

export interface RescheduleOrderByCustomerOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
  id: string;
  caller: OrderCaller;
  /** Validated under the booking date rules. */
  dates: { preferredDate: string; alternativeDate: string | null };
}

/** POST /api/orders/:id/reschedule: new dates while the request is pending; 409 not_allowed_now after. The team is emailed, and the station if it has the request through its link. */
export async function rescheduleOrderByCustomer(opts: RescheduleOrderByCustomerOptions): Promise<Order> {
  const { deps, id, caller, dates } = opts;
  const order = await inTransaction(deps.db, async (tx) => {
    const row = await findCustomerOrder({ db: tx, id, caller });
    if (!canSelfReschedule(row)) throw new AppError(409, LIFECYCLE_MESSAGES.rescheduleOnlyPending, 'not_allowed_now');
    const station = await findOrderStation({ db: tx, order: row });
    // The dates it already has (the form opens on them, and a retry sends them again): nothing
    // changes, so no history entry and no email to the team or the station.
    if (row.preferredDate === dates.preferredDate && (row.alternativeDate ?? null) === (dates.alternativeDate ?? null)) return orderJson(row, station);
    // New dates follow every booking rule: the schema's date rules, and the station's blackouts.
    if (station) await checkBlackouts(tx, dates, [station]);
    const at = deps.clock.now().toISOString();
    const before = { preferredDate: row.preferredDate, alternativeDate: row.alternativeDate };
    await updateOrderIfUnchanged({ tx, before: row, set: { ...dates, updatedAt: at } });
    // New dates answer the station's offered times (or make-good dates) instead of choosing one:
    // the offer is withdrawn, so the station is asked again and the manage page stops offering it.
    await tx.delete(slotOffers).where(eq(slotOffers.orderId, row.id));
    await recordOrderEvent({
      tx,
      orderId: row.id,
      at,
      actor: 'customer',
      kind: 'reschedule',
      from: JSON.stringify(before),
      to: JSON.stringify(dates),
      businessTimeZone: deps.config.businessTimeZone,
    });
    const updated = { ...row, ...dates, updatedAt: at };
    await notifyTeamOfCustomerChange({ tx, deps, order: updated, station, change: { kind: 'reschedule', from: before } });
    await tellStationOfNewDates({ tx, deps, order: updated, station });
    return orderJson(updated, station);
  });
  deps.mailer.wake();
  return order;
}
