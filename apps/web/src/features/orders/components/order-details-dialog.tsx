import { formatDate, formatDateTime, formatRate, MESSAGES, type Order } from '@app/core';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@app/ui';
import { useRef, type ReactNode } from 'react';
import { ChooseOfferedSlot } from './choose-offered-slot';
import { OrderActions, OrderOutcome, OrderTimeline } from './order-lifecycle';
import { OrderStatusBadge, requestNumberOf } from './order-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 py-2 text-sm">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-foreground">{children}</dd>
    </div>
  );
}

/** Everything about one of the user's requests: its details dialog. */
export function OrderDetailsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto"
        // It opens at its top, on its title: its first control (Change dates) is far down on a phone.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          title.current?.focus();
        }}
      >
        {order ? (
          <>
            <DialogHeader>
              <DialogTitle ref={title} tabIndex={-1} className="outline-hidden">
                Request Details
              </DialogTitle>
              <DialogDescription>Request #{requestNumberOf(order)}</DialogDescription>
            </DialogHeader>
            <dl className="divide-y">
              <Row label="Request Number">{requestNumberOf(order)}</Row>
              <Row label="Status">
                <OrderStatusBadge status={order.customerStatus} />
              </Row>
              <Row label="Station">
                {order.station ? `${order.station.callLetters} (${order.station.affiliate}) · ${order.station.market}` : MESSAGES.notProvided}
              </Row>
              {order.station?.showName ? <Row label="Show">{order.station.showName}</Row> : null}
              {order.station ? <Row label="Rate">{formatRate(order.station.rate)}</Row> : null}
              <Row label="Client Name">{order.clientName}</Row>
              <Row label="Agency">{order.agencyName ?? MESSAGES.notProvided}</Row>
              <Row label="Contact">{order.contactName}</Row>
              <Row label="Email">{order.email}</Row>
              <Row label="Phone">{order.phone ?? MESSAGES.notProvided}</Row>
              <Row label="Interview Topic">{order.interviewTopic}</Row>
              <Row label="Preferred Date">{formatDate(order.preferredDate)}</Row>
              <Row label="Alternate Date">{order.alternativeDate ? formatDate(order.alternativeDate) : MESSAGES.notProvided}</Row>
              <Row label="Submitted Date">{formatDateTime(order.createdAt)}</Row>
              <Row label="Notes">{order.notes ?? MESSAGES.notProvided}</Row>
            </dl>
            <OrderOutcome order={order} />
            <ChooseOfferedSlot order={order} />
            <OrderActions order={order} />
            <section aria-label="Timeline" className="space-y-2">
              <h3 className="font-semibold text-slate-900">Timeline</h3>
              <OrderTimeline id={order.id} />
            </section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
