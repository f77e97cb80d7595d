import {
  ADMIN_STATUS_LABELS,
  DEFAULT_BUSINESS_TIMEZONE,
  isEmailedStatus,
  stationTimeZone,
  type AdminOrder,
  type EmailedStatus,
  type OrderStatus,
  type SlotFormValues,
  zonedLocalInput,
} from '@app/core';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@app/ui';
import type { OrderChangeRequest } from '../api/admin-api';
import { CancelForm, FinishForm, SlotForm } from './status-change-forms';

/** The statuses whose change emails the customer. */
export type { EmailedStatus };

/**
 * A change that emails the customer waits here for the operator's confirmation: one request's
 * new status, a new slot for a booked request, or one slot completing several requests at once.
 */
export type PendingStatusChange =
  { kind: 'status'; order: AdminOrder; status: EmailedStatus } | { kind: 'slot'; order: AdminOrder } | { kind: 'bulk'; orders: AdminOrder[] };

/** True when moving into `status` emails the customer, so the admin views ask first. */
export const asksFirst = (status: OrderStatus): status is EmailedStatus => isEmailedStatus(status);

const TEXTS: Record<EmailedStatus | 'slot', { title: string; confirm: string }> = {
  booking_completed: { title: 'Complete booking', confirm: 'Complete and email customer' },
  finished: { title: 'Mark as finished', confirm: 'Finish and email customer' },
  cancelled: { title: 'Cancel request', confirm: 'Cancel and email customer' },
  slot: { title: 'Change slot', confirm: 'Change slot and email customer' },
};

const zoneOf = (order: AdminOrder) => order.slot?.timeZone ?? stationTimeZone(order.station?.state, DEFAULT_BUSINESS_TIMEZONE);

/** The slot form starts from the booked slot, else the preferred date at 10:00 in the station's zone. */
function slotDefaults(order: AdminOrder): SlotFormValues {
  const slot = order.slot;
  return {
    startsAt: slot ? zonedLocalInput(slot.startsAt, slot.timeZone) : `${order.preferredDate}T10:00`,
    timeZone: zoneOf(order),
    format: slot?.format ?? 'in_studio',
    callTime: slot?.callTime ?? '',
    producerNote: slot?.producerNote ?? '',
  };
}

function describe(pending: PendingStatusChange): string {
  switch (pending.kind) {
    case 'status':
      return `Set the request for ${pending.order.clientName} to ${ADMIN_STATUS_LABELS[pending.status]}? The customer will be emailed (you can undo for 10 seconds).`;
    case 'slot':
      return `Move the booked slot of the request for ${pending.order.clientName}? The customer will be emailed the new time with an updated calendar file (you can undo for 10 seconds).`;
    case 'bulk':
      return `Set ${pending.orders.length} request${pending.orders.length === 1 ? '' : 's'} to ${ADMIN_STATUS_LABELS.booking_completed} with this slot? Each customer will be emailed (you can undo for 10 seconds).`;
  }
}

/**
 * Asks before a change that emails the customer: the booked slot for Booking Completed and for
 * Change slot, the proof of airing for Finished, the reason for Cancelled. The change can still be
 * undone for 10 seconds afterwards.
 */
export function StatusChangeDialog({
  pending,
  onClose,
  onConfirm,
}: {
  pending: PendingStatusChange | null;
  onClose: () => void;
  onConfirm: (change: OrderChangeRequest) => void;
}) {
  if (!pending) return null;
  const mode = pending.kind === 'status' ? pending.status : pending.kind === 'slot' ? 'slot' : 'booking_completed';
  const texts = TEXTS[mode];
  const order = pending.kind === 'bulk' ? pending.orders[0] : pending.order;
  if (!order) return null;
  const confirm = (change: OrderChangeRequest) => {
    onConfirm(change);
    onClose();
  };
  const frame = {
    header: (
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{describe(pending)}</DialogDescription>
      </DialogHeader>
    ),
    confirmLabel: texts.confirm,
    onBack: onClose,
  };
  const zone = zoneOf(order);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {mode === 'booking_completed' || mode === 'slot' ? (
          // A moved slot keeps the status: only the slot is sent.
          <SlotForm
            {...frame}
            defaults={slotDefaults(order)}
            onSubmit={(slot) => confirm(mode === 'slot' ? { slot } : { status: 'booking_completed', slot })}
          />
        ) : mode === 'finished' ? (
          <FinishForm
            {...frame}
            timeZone={zone}
            defaults={{
              airedAt: order.airedAt ? zonedLocalInput(order.airedAt, zone) : order.slot ? zonedLocalInput(order.slot.startsAt, zone) : '',
              clipUrl: order.clipUrl ?? '',
            }}
            onSubmit={(proof) => confirm({ status: 'finished', ...proof })}
          />
        ) : (
          <CancelForm {...frame} onSubmit={(reason) => confirm(reason ? { status: 'cancelled', reason } : { status: 'cancelled' })} />
        )}
      </DialogContent>
    </Dialog>
  );
}
