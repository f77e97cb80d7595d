import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  airedTimeZone,
  cancelOrderInputSchema,
  canSelfCancel,
  canSelfReschedule,
  describeOrderEvent,
  formatDateTime,
  formatSlotTime,
  isStationActor,
  LIFECYCLE_MESSAGES,
  serverMessageOf,
  stationOfActor,
  SLOT_FORMAT_LABELS,
  type CancelOrderFormValues,
  type CancelOrderInput,
  type Order,
} from '@app/core';
import { Button, FormField, Spinner, Textarea, useFocusAfterRender } from '@app/ui';
import { useOrderActions, useOrderHistory } from '../api/use-order-lifecycle';
import { RescheduleForm } from './reschedule-form';

/** The booked slot, the proof of airing and the cancellation reason of a request, when there are any. */
export function OrderOutcome({ order }: { order: Order }) {
  if (!order.slot && !order.airedAt && !order.clipUrl && !order.cancelReason) return null;
  return (
    <dl className="space-y-1 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" aria-label="Booking outcome">
      {order.slot ? (
        <div>
          <dt className="inline font-medium">Your slot: </dt>
          <dd className="inline">
            {formatSlotTime(order.slot)} (station time) · {SLOT_FORMAT_LABELS[order.slot.format]}
            {order.slot.callTime ? ` · call time ${order.slot.callTime}` : ''}
          </dd>
        </div>
      ) : null}
      {order.slot?.producerNote ? (
        <div>
          <dt className="inline font-medium">Producer note: </dt>
          <dd className="inline whitespace-pre-wrap">{order.slot.producerNote}</dd>
        </div>
      ) : null}
      {order.airedAt ? (
        <div>
          <dt className="inline font-medium">Aired: </dt>
          <dd className="inline">{formatSlotTime({ startsAt: order.airedAt, timeZone: airedTimeZone(order) })}</dd>
        </div>
      ) : null}
      {order.clipUrl ? (
        <div>
          <dt className="inline font-medium">Clip: </dt>
          <dd className="inline">
            <a href={order.clipUrl} target="_blank" rel="noreferrer" className="text-blue-700 underline">
              Watch the segment
            </a>
          </dd>
        </div>
      ) : null}
      {order.cancelReason ? (
        <div>
          <dt className="inline font-medium">Cancellation reason: </dt>
          <dd className="inline">{order.cancelReason}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The timeline of a request: sent, then every change the requester may see. */
export function OrderTimeline({ id, token }: { id: string; token?: string }) {
  const history = useOrderHistory(id, token);
  if (history.isPending) return <Spinner label="Loading timeline" size="sm" />;
  if (!history.data) return <p className="text-sm text-red-700">The timeline could not be loaded.</p>;
  return (
    <ol className="space-y-2 border-l-2 border-slate-200 pl-4 text-sm" aria-label="Timeline">
      {history.data.map((e, i) => (
        <li key={i}>
          <p className="font-medium text-slate-900">{describeOrderEvent(e, 'customer')}</p>
          <p className="text-slate-500">
            {formatDateTime(e.at)} · {e.actor === 'customer' ? 'you' : isStationActor(e.actor) ? stationOfActor(e.actor) : 'our team'}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Cancel request' (while pending, or until 48 hours before the slot) and 'Change dates' (while
 * pending), for the signed-in owner or a manage link's holder. The server has the last word.
 */
export function OrderActions({ order, token, onChanged }: { order: Order; token?: string; onChanged?: (order: Order) => void }) {
  const actions = useOrderActions(order.id, token);
  const [mode, setMode] = useState<'idle' | 'cancel' | 'dates'>('idle');
  // The server's own rule for the reason (trimmed, at most 500 characters, blank is none).
  const cancelForm = useForm<CancelOrderFormValues, unknown, CancelOrderInput>({
    resolver: zodResolver(cancelOrderInputSchema),
    defaultValues: { reason: '' },
  });
  const [done, setDone] = useState<string | null>(null);
  const cancellable = canSelfCancel(order, new Date());
  const reschedulable = canSelfReschedule(order);
  // A booked slot less than 48 hours away: no button, so say why and who can still cancel it.
  const tooLateToCancel = !cancellable && order.customerStatus === 'confirmed' && order.slot !== null;
  const error = actions.cancel.error ?? actions.reschedule.error;
  // Each button gives way to its form and each form to the buttons or its outcome: focus moves
  // to the form's first field, back to the button that opened it, or to the outcome. A refused
  // send puts it back in the form's first field (its button was disabled while sending).
  const focusAfterRender = useFocusAfterRender();
  const area = useRef<HTMLDivElement>(null);
  const openers = { dates: useRef<HTMLButtonElement>(null), cancel: useRef<HTMLButtonElement>(null) };
  const doneMessage = useRef<HTMLParagraphElement>(null);
  if (!cancellable && !reschedulable && !done && !tooLateToCancel) return null;

  const firstField = () => area.current?.querySelector<HTMLElement>('input, textarea');
  const open = (form: 'cancel' | 'dates') => {
    setMode(form);
    focusAfterRender(firstField);
  };
  const close = () => {
    const opener = mode === 'idle' ? null : openers[mode];
    setMode('idle');
    focusAfterRender(() => opener?.current);
  };
  const finish = (message: string) => {
    setMode('idle');
    setDone(message);
    focusAfterRender(() => doneMessage.current);
  };

  const submitCancel = ({ reason }: CancelOrderInput) => {
    actions.cancel.mutate(reason, {
      onSuccess: (o) => {
        finish('Your request has been cancelled. Our team has been told.');
        onChanged?.(o);
      },
      onError: () => focusAfterRender(firstField),
    });
  };
  const submitDates = (dates: { preferredDate: string; alternativeDate: string | null }) => {
    actions.reschedule.mutate(dates, {
      onSuccess: (o) => {
        finish('Your new dates have been sent to our team.');
        onChanged?.(o);
      },
      onError: () => focusAfterRender(firstField),
    });
  };

  return (
    <div ref={area} className="space-y-3">
      {done ? (
        <p ref={doneMessage} role="status" tabIndex={-1} className="text-sm font-medium text-green-800 outline-hidden">
          {done}
        </p>
      ) : null}
      {tooLateToCancel && !done ? <p className="text-sm text-slate-600">{LIFECYCLE_MESSAGES.cancelTooLate}</p> : null}
      {mode === 'idle' ? (
        <div className="flex flex-wrap gap-2">
          {reschedulable ? (
            <Button ref={openers.dates} variant="outline" size="sm" onClick={() => open('dates')}>
              Change dates
            </Button>
          ) : null}
          {cancellable ? (
            <Button ref={openers.cancel} variant="destructive" size="sm" onClick={() => open('cancel')}>
              Cancel request
            </Button>
          ) : null}
        </div>
      ) : mode === 'cancel' ? (
        <form onSubmit={(e) => void cancelForm.handleSubmit(submitCancel)(e)} className="grid gap-2" aria-label="Cancel request">
          <FormField id={`cancel-reason-${order.id}`} label="Reason (optional)" error={cancelForm.formState.errors.reason?.message}>
            <Textarea maxLength={500} {...cancelForm.register('reason')} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" size="sm" disabled={actions.cancel.isPending}>
              Yes, cancel request
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={close}>
              Keep request
            </Button>
          </div>
        </form>
      ) : (
        <RescheduleForm order={order} busy={actions.reschedule.isPending} onSubmit={submitDates} onBack={close} />
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessageOf(error)}
        </p>
      ) : null}
    </div>
  );
}
