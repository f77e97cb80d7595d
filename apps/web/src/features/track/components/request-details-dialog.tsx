import { Badge, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@app/ui';
import {
  airedTimeZone,
  customerStatusBadgeClass,
  customerStatusLabel,
  formatDate,
  formatDateTime,
  formatSlotTime,
  MESSAGES,
  SLOT_FORMAT_LABELS,
  type Order,
} from '@app/core';

/** The number people quote: the order number, or (old data) the last 8 characters of the id. */
export const requestNumberOf = (order: Pick<Order, 'id' | 'orderNumber'>): string => order.orderNumber || order.id.slice(-8).toUpperCase();

export function StatusBadge({ status }: { status: string }) {
  return <Badge className={`border-transparent ${customerStatusBadgeClass(status)}`}>{customerStatusLabel(status)}</Badge>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="whitespace-pre-wrap break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** View Details: everything the requester gave, with the current status. */
export function RequestDetailsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {order ? (
          <>
            <DialogHeader>
              <DialogTitle>Request Details</DialogTitle>
              <DialogDescription>
                {order.station ? `${order.station.callLetters} (${order.station.affiliate}) · ${order.station.market}` : 'Station no longer listed'}
              </DialogDescription>
            </DialogHeader>
            <dl>
              <Row label="Request Number">{requestNumberOf(order)}</Row>
              <Row label="Status">
                <StatusBadge status={order.customerStatus} />
              </Row>
              <Row label="Client Name">{order.clientName}</Row>
              <Row label="Agency">{order.agencyName ?? MESSAGES.notProvided}</Row>
              <Row label="Interview Topic">{order.interviewTopic || MESSAGES.notSpecified}</Row>
              <Row label="Preferred Date">{formatDate(order.preferredDate)}</Row>
              <Row label="Alternate Date">{order.alternativeDate ? formatDate(order.alternativeDate) : MESSAGES.notProvided}</Row>
              <Row label="Submitted Date">{formatDateTime(order.createdAt)}</Row>
              <Row label="Notes">{order.notes ?? MESSAGES.notProvided}</Row>
              {order.slot ? <Row label="Booked Slot">{`${formatSlotTime(order.slot)} (station time) · ${SLOT_FORMAT_LABELS[order.slot.format]}`}</Row> : null}
              {order.airedAt ? <Row label="Aired">{formatSlotTime({ startsAt: order.airedAt, timeZone: airedTimeZone(order) })}</Row> : null}
              {order.clipUrl ? (
                <Row label="Clip">
                  <a href={order.clipUrl} target="_blank" rel="noreferrer" className="text-blue-700 underline">
                    Watch the segment
                  </a>
                </Row>
              ) : null}
              {order.cancelReason ? <Row label="Cancellation Reason">{order.cancelReason}</Row> : null}
            </dl>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
