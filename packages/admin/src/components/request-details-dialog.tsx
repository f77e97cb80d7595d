import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  airedTimeZone,
  describeOrderEvent,
  formatDate,
  formatDateTime,
  formatSlotTime,
  MESSAGES,
  orderNoteSchema,
  SLOT_FORMAT_LABELS,
  type AdminOrder,
  type OrderNote,
  type OrderNoteValues,
} from '@app/core';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormField, Spinner, Textarea } from '@app/ui';
import { useAdminOrder, useOrderMutations } from '../api/orders';
import { stationContactText } from '../lib/display';
import { LoadError } from './load-error';
import { StationAnswersSection } from './station-answers';
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

/**
 * Details of one request: Request Information (with the booked slot and proof of airing), Agency
 * Information, Interview Details, and its History with operator-only notes.
 */
export function RequestDetailsDialog({
  order,
  onClose,
  onChangeSlot,
}: {
  order: AdminOrder | null;
  onClose: () => void;
  /** Moves the booked slot of a completed booking (asks first: the customer is emailed). */
  /** Opens the slot change; without it the details offer no 'Change slot'. */
  onChangeSlot?: (order: AdminOrder) => void;
}) {
  // The list row shows at once; the details call adds the history and the whole station (its contact).
  const full = useAdminOrder(order?.id ?? null);
  const o = full.data ?? order;
  const contact = full.data?.station ? stationContactText(full.data.station) : '';
  const mutations = useOrderMutations();
  // The server's rule for a note: a blank one is not sent (the button waits for text).
  const noteForm = useForm<OrderNoteValues, unknown, OrderNote>({ resolver: zodResolver(orderNoteSchema), defaultValues: { text: '' } });
  const note = useWatch({ control: noteForm.control, name: 'text' });
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
        // It opens at its top, on its title: its first control (the internal note) is at the bottom.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          title.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle ref={title} tabIndex={-1} className="outline-hidden">
            Request Details
          </DialogTitle>
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
              {contact ? <Row label="Station contact">{contact}</Row> : null}
              {o.overdue ? <Row label="Response">Overdue: no answer within 24 business hours</Row> : null}
              {o.slot ? (
                <Row label="Booked slot">
                  {`${formatSlotTime(o.slot)} · ${SLOT_FORMAT_LABELS[o.slot.format]}${o.slot.callTime ? ` · call time ${o.slot.callTime}` : ''}${o.slot.producerNote ? `\n${o.slot.producerNote}` : ''}`}
                  {o.status === 'booking_completed' && onChangeSlot ? (
                    <div className="mt-1">
                      <Button type="button" size="sm" variant="outline" onClick={() => onChangeSlot(o)}>
                        Change slot
                      </Button>
                    </div>
                  ) : null}
                </Row>
              ) : null}
              {o.airedAt ? <Row label="Aired">{formatSlotTime({ startsAt: o.airedAt, timeZone: airedTimeZone(o) })}</Row> : null}
              {o.clipUrl ? (
                <Row label="Clip">
                  <a href={o.clipUrl} target="_blank" rel="noreferrer" className="underline">
                    {o.clipUrl}
                  </a>
                </Row>
              ) : null}
              {o.cancelReason ? <Row label="Cancellation reason">{o.cancelReason}</Row> : null}
            </Section>
            {full.data ? <StationAnswersSection order={full.data} /> : null}
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
            <section aria-label="History" className="space-y-2">
              <h3 className="font-semibold">History</h3>
              {full.error ? (
                // Not 'Request sent' alone, which would read as a request nobody has touched.
                <LoadError error={full.error} onRetry={() => void full.refetch()} />
              ) : full.isPending ? (
                <Spinner label="Loading history" size="sm" />
              ) : (
                <ol className="space-y-1 text-sm">
                  <li className="flex flex-wrap gap-2">
                    <span className="font-medium">Request sent</span>
                    <span className="text-muted-foreground">{formatDateTime(o.createdAt)}</span>
                  </li>
                  {(full.data?.events ?? []).map((e) => (
                    <li key={e.id} className="flex flex-wrap gap-2">
                      <span className="font-medium whitespace-pre-wrap">{describeOrderEvent(e, 'admin')}</span>
                      <span className="text-muted-foreground">
                        {formatDateTime(e.at)} ·{' '}
                        {e.actor.startsWith('admin:')
                          ? `by ${e.actor.slice(6)}`
                          : e.actor.startsWith('station:')
                            ? `by the station (${e.actor.slice(8)})`
                            : e.actor === 'customer'
                              ? 'by the requester'
                              : 'system'}
                        {e.internal ? ' · internal' : ''}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
              <form
                className="grid gap-1.5"
                onSubmit={(ev) =>
                  void noteForm.handleSubmit(({ text }) => mutations.note.mutate({ id: o.id, text }, { onSuccess: () => noteForm.reset() }))(ev)
                }
              >
                <FormField id="order-note" label="Internal note (never shown to the customer)" error={noteForm.formState.errors.text?.message}>
                  <Textarea maxLength={2000} {...noteForm.register('text')} />
                </FormField>
                <div>
                  <Button type="submit" size="sm" disabled={!note.trim() || mutations.note.isPending}>
                    Add note
                  </Button>
                </div>
              </form>
            </section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
