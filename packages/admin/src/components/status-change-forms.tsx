import type { FormEvent, ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  cancelFormSchema,
  finishFormSchema,
  slotFormSchema,
  SLOT_FORMAT_LABELS,
  SLOT_FORMATS,
  type CancelFormValues,
  type FinishFormValues,
  type SlotFormOutput,
  type SlotFormValues,
} from '@app/core';
import { FormField, Input, Textarea, inputClasses } from '@app/ui';
import { FormDialogFooter } from './form-dialog-footer';

/** What every form of the status-change dialog shares: its header, its buttons' words, Back. */
interface FormFrame {
  header: ReactNode;
  confirmLabel: string;
  onBack: () => void;
}

/** A status-change form: its header, its fields, Back and the confirming button. */
function FramedForm({
  frame,
  onSubmit,
  busy,
  destructive,
  children,
}: {
  frame: FormFrame;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {frame.header}
      {children}
      <FormDialogFooter submitLabel={frame.confirmLabel} cancelLabel="Back" onCancel={frame.onBack} busy={busy} destructive={destructive} />
    </form>
  );
}

/** The booked slot: start in the station's time, its zone, format, call time, producer note. */
export function SlotForm({ defaults, onSubmit, ...frame }: FormFrame & { defaults: SlotFormValues; onSubmit: (slot: SlotFormOutput) => void }) {
  const form = useForm<SlotFormValues, unknown, SlotFormOutput>({ resolver: zodResolver(slotFormSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  return (
    <FramedForm frame={frame} onSubmit={form.handleSubmit(onSubmit)} busy={isSubmitting}>
      <div className="grid gap-3">
        <FormField id="slot-starts-at" label="Start (station time)" error={errors.startsAt?.message}>
          <Input type="datetime-local" {...form.register('startsAt')} />
        </FormField>
        <FormField id="slot-time-zone" label="Station time zone" error={errors.timeZone?.message}>
          <Input {...form.register('timeZone')} />
        </FormField>
        <FormField id="slot-format" label="Format" error={errors.format?.message}>
          <select className={inputClasses} {...form.register('format')}>
            {SLOT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {SLOT_FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="slot-call-time" label="Call time (optional)" error={errors.callTime?.message}>
          <Input type="time" {...form.register('callTime')} />
        </FormField>
        <FormField id="slot-producer-note" label="Producer note (optional)" error={errors.producerNote?.message}>
          <Textarea maxLength={1000} {...form.register('producerNote')} />
        </FormField>
      </div>
    </FramedForm>
  );
}

/** Proof of airing: when it aired (prefilled from the slot, never later than now) and the clip. */
export function FinishForm({
  defaults,
  timeZone,
  onSubmit,
  ...frame
}: FormFrame & { defaults: FinishFormValues; timeZone: string; onSubmit: (proof: { airedAt?: string; clipUrl?: string }) => void }) {
  const form = useForm<FinishFormValues, unknown, { airedAt?: string; clipUrl?: string }>({
    // Checked against the moment of submitting: an air time later than that has not happened yet.
    resolver: (values, context, options) => zodResolver(finishFormSchema(timeZone, new Date()))(values, context, options),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FramedForm frame={frame} onSubmit={form.handleSubmit(onSubmit)} busy={isSubmitting}>
      <div className="grid gap-3">
        <FormField id="aired-at" label="Aired at (station time, optional)" error={errors.airedAt?.message}>
          <Input type="datetime-local" {...form.register('airedAt')} />
        </FormField>
        <FormField id="clip-url" label="Clip link (https, optional)" error={errors.clipUrl?.message}>
          <Input type="url" placeholder="https://" {...form.register('clipUrl')} />
        </FormField>
      </div>
    </FramedForm>
  );
}

/** The reason shown to the customer on a cancellation (optional). */
export function CancelForm({ onSubmit, ...frame }: FormFrame & { onSubmit: (reason: string | null) => void }) {
  const form = useForm<CancelFormValues, unknown, { reason: string | null }>({ resolver: zodResolver(cancelFormSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <FramedForm frame={frame} onSubmit={form.handleSubmit((v) => onSubmit(v.reason))} busy={isSubmitting} destructive>
      <FormField id="cancel-reason" label="Reason shown to the customer (optional)" error={errors.reason?.message}>
        <Textarea maxLength={500} {...form.register('reason')} />
      </FormField>
    </FramedForm>
  );
}
