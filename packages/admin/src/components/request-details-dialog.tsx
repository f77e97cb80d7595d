import type { ReactNode } from 'react';
import { ADMIN_STATUS_LABELS, formatDate, formatDateTime, isOrderStatus, MESSAGES, type AdminOrder } from '@app/core';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Spinner } from '@app/ui';
import { useAdminOrder } from '../api/orders';
import { StatusBadge } from './status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1 text-sm">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-1">
      <h3 className="font-semibold">{title}</h3>
      <dl>{children}</dl>
    </section>
  );
}

/** Details of one request: Request Information, Agency Information, Interview Details and the status history. */
export function RequestDetailsDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const full = useAdminOrder(order?.id ?? null);
  const o = full.data ?? order;
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request Details</DialogTitle>
          <DialogDescription>{o ? `Request for ${o.clientName}` : ''}</DialogDescription>
        </DialogHeader>
        {o ? (
          <div className="space-y-5">
            <Section title="Request Information">
              <Row label="Request number">
                <span className="font-mono">{o.orderNumber || o.id.slice(0, 8)}</span>
              </Row>
              <Row label="Status">
                <StatusBadge status={o.status} />
              </Row>
              <Row label="Created">{formatDateTime(o.createdAt)}</Row>
              <Row label="Preferred date">{formatDate(o.preferredDate)}</Row>
              {o.alternativeDate ? <Row label="Alternative date">{formatDate(o.alternativeDate)}</Row> : null}
              <Row label="Station">{o.station ? `${o.station.callLetters} (${o.station.affiliate}), ${o.station.market}` : 'Station deleted'}</Row>
            </Section>
            <Section title="Agency Information">
              <Row label="Agency">{o.agencyName || MESSAGES.notProvided}</Row>
              <Row label="Client">{o.clientName}</Row>
              <Row label="Contact">{o.contactName}</Row>
              <Row label="Email">{o.email}</Row>
              <Row label="Phone">{o.phone || MESSAGES.notProvided}</Row>
            </Section>
            <Section title="Interview Details">
              <Row label="Topic">{o.interviewTopic || MESSAGES.notSpecified}</Row>
              {o.notes ? <Row label="Additional notes">{o.notes}</Row> : null}
            </Section>
            <section aria-label="Status History" className="space-y-1">
              <h3 className="font-semibold">Status History</h3>
              {full.isPending ? (
                <Spinner label="Loading history" size="sm" />
              ) : (
                <ol className="space-y-1 text-sm">
                  {(full.data?.history ?? []).map((h, i) => (
                    <li key={i} className="flex flex-wrap gap-2">
                      <span className="font-medium">{isOrderStatus(h.status) ? ADMIN_STATUS_LABELS[h.status] : h.status}</span>
                      <span className="text-muted-foreground">
                        {formatDateTime(h.at)} · {h.by ? `by ${h.by}` : 'submitted'}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
