import { useEffect, useState, type FormEvent } from 'react';
import {
  ADMIN_STATUS_LABELS,
  SLOT_FORMAT_LABELS,
  SLOT_FORMATS,
  stationTimeZone,
  zonedLocalToIso,
  type AdminOrder,
  type OrderStatus,
  type SlotFormat,
} from '@app/core';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label, Textarea, inputClasses } from '@app/ui';
import type { OrderChangeRequest } from '../api/admin-api';

/** A status change that emails the customer waits here for the operator's confirmation. */
export interface PendingStatusChange {
  order: AdminOrder;
  status: Extract<OrderStatus, 'booking_completed' | 'finished' | 'cancelled'>;
}

/** The statuses whose change emails the customer, so the admin views ask first. */
export const asksFirst = (status: OrderStatus): status is PendingStatusChange['status'] =>
  status === 'booking_completed' || status === 'finished' || status === 'cancelled';

const TITLES: Record<PendingStatusChange['status'], { title: string; confirm: string }> = {
  booking_completed: { title: 'Complete booking', confirm: 'Complete and email customer' },
  finished: { title: 'Mark as finished', confirm: 'Finish and email customer' },
  cancelled: { title: 'Cancel request', confirm: 'Cancel and email customer' },
};

/** "2026-12-15T09:30" in `timeZone` for an ISO instant (to prefill the slot form). */
function localInput(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * Asks before a change that emails the customer: the booked slot for Booking Completed (start in
 * the station's time, format, call time, producer note), the proof of airing for Finished, the
 * reason for Cancelled. The change can still be undone for 10 seconds afterwards.
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
  const order = pending?.order;
  const defaultZone = order?.slot?.timeZone ?? stationTimeZone(order?.station?.state, 'America/New_York');
  const [startsAt, setStartsAt] = useState('');
  const [timeZone, setTimeZone] = useState(defaultZone);
  const [format, setFormat] = useState<SlotFormat>('in_studio');
  const [callTime, setCallTime] = useState('');
  const [producerNote, setProducerNote] = useState('');
  const [airedAt, setAiredAt] = useState('');
  const [clipUrl, setClipUrl] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!order) return;
    setStartsAt(order.slot ? localInput(order.slot.startsAt, order.slot.timeZone) : `${order.preferredDate}T10:00`);
    setTimeZone(defaultZone);
    setFormat(order.slot?.format ?? 'in_studio');
    setCallTime(order.slot?.callTime ?? '');
    setProducerNote(order.slot?.producerNote ?? '');
    setAiredAt('');
    setClipUrl(order.clipUrl ?? '');
    setReason('');
    setError(null);
  }, [order, defaultZone]);

  if (!pending || !order) return null;
  const texts = TITLES[pending.status];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const change: OrderChangeRequest = { status: pending.status };
    if (pending.status === 'booking_completed') {
      const iso = zonedLocalToIso(startsAt, timeZone.trim());
      if (!iso) {
        setError('Enter the start date and time and a valid time zone');
        return;
      }
      change.slot = { startsAt: iso, timeZone: timeZone.trim(), format, callTime: callTime || null, producerNote: producerNote.trim() || null };
    } else if (pending.status === 'finished') {
      if (airedAt) {
        const iso = zonedLocalToIso(airedAt, order.slot?.timeZone ?? defaultZone);
        if (iso) change.airedAt = iso;
      }
      if (clipUrl.trim()) {
        if (!/^https:\/\//i.test(clipUrl.trim())) {
          setError('Clip link must be an https:// address');
          return;
        }
        change.clipUrl = clipUrl.trim();
      }
    } else if (reason.trim()) {
      change.reason = reason.trim();
    }
    onConfirm(change);
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>
              {`Set the request for ${order.clientName} to ${ADMIN_STATUS_LABELS[pending.status]}? The customer will be emailed (you can undo for 10 seconds).`}
            </DialogDescription>
          </DialogHeader>
          {pending.status === 'booking_completed' ? (
            <div className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="slot-starts-at">Start (station time)</Label>
                <Input id="slot-starts-at" type="datetime-local" required value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="slot-time-zone">Station time zone</Label>
                <Input id="slot-time-zone" required value={timeZone} onChange={(e) => setTimeZone(e.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="slot-format">Format</Label>
                <select id="slot-format" className={inputClasses} value={format} onChange={(e) => setFormat(e.target.value === 'remote' ? 'remote' : 'in_studio')}>
                  {SLOT_FORMATS.map((f) => (
                    <option key={f} value={f}>
                      {SLOT_FORMAT_LABELS[f]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="slot-call-time">Call time (optional)</Label>
                <Input id="slot-call-time" type="time" value={callTime} onChange={(e) => setCallTime(e.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="slot-producer-note">Producer note (optional)</Label>
                <Textarea id="slot-producer-note" value={producerNote} onChange={(e) => setProducerNote(e.target.value)} maxLength={1000} />
              </div>
            </div>
          ) : pending.status === 'finished' ? (
            <div className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="aired-at">Aired at (station time, optional)</Label>
                <Input id="aired-at" type="datetime-local" value={airedAt} onChange={(e) => setAiredAt(e.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="clip-url">Clip link (https, optional)</Label>
                <Input id="clip-url" type="url" value={clipUrl} onChange={(e) => setClipUrl(e.target.value)} placeholder="https://" />
              </div>
            </div>
          ) : (
            <div className="grid gap-1.5">
              <Label htmlFor="cancel-reason">Reason shown to the customer (optional)</Label>
              <Textarea id="cancel-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
            </div>
          )}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" variant={pending.status === 'cancelled' ? 'destructive' : 'default'}>
              {texts.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
