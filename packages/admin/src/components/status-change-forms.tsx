import type { ReactNode } from 'react';
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
import { Button, DialogFooter, FormField, Input, Textarea, inputClasses } from '@app/ui';

/** What every form of the status-change dialog shares: its header, its buttons' words, Back. */
interface FormFrame {
  header: ReactNode;
  confirmLabel: string;
  onBack: () => void;
}

function Footer({ confirmLabel, onBack, destructive, busy }: Pick<FormFrame, 'confirmLabel' | 'onBack'> & { destructive?: boolean; busy: boolean }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onBack}>
        Back
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
        {confirmLabel}
      </Button>
    </DialogFooter>
  );
}

/** The booked slot: start in the station's time, its zone, format, call time, producer note. */
export function SlotForm({
  header,
  confirmLabel,
  onBack,
  defaults,
  onSubmit,
}: FormFrame & { defaults: SlotFormValues; onSubmit: (slot: SlotFormOutput) => void }) {
  const form = useForm<SlotFormValues, unknown, SlotFormOutput>({ resolver: zodResolver(slotFormSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      {header}
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
      <Footer confirmLabel={confirmLabel} onBack={onBack} busy={isSubmitting} />
    </form>
  );
}

/** Proof of airing: when it aired (prefilled from the slot, never later than now) and the clip. */
export function FinishForm({
  header,
  confirmLabel,
  onBack,
  defaults,
  timeZone,
  onSubmit,
}: FormFrame & { defaults: FinishFormValues; timeZone: string; onSubmit: (proof: { airedAt?: string; clipUrl?: string }) => void }) {
  const form = useForm<FinishFormValues, unknown, { airedAt?: string; clipUrl?: string }>({
    // Checked against the moment of submitting: an air time later than that has not happened yet.
    resolver: (values, context, options) => zodResolver(finishFormSchema(timeZone, new Date()))(values, context, options),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      {header}
      <div className="grid gap-3">
        <FormField id="aired-at" label="Aired at (station time, optional)" error={errors.airedAt?.message}>
          <Input type="datetime-local" {...form.register('airedAt')} />
        </FormField>
        <FormField id="clip-url" label="Clip link (https, optional)" error={errors.clipUrl?.message}>
          <Input type="url" placeholder="https://" {...form.register('clipUrl')} />
        </FormField>
      </div>
      <Footer confirmLabel={confirmLabel} onBack={onBack} busy={isSubmitting} />
    </form>
  );
}

/** The reason shown to the customer on a cancellation (optional). */
export function CancelForm({ header, confirmLabel, onBack, onSubmit }: FormFrame & { onSubmit: (reason: string | null) => void }) {
  const form = useForm<CancelFormValues, unknown, { reason: string | null }>({ resolver: zodResolver(cancelFormSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((v) => onSubmit(v.reason))} noValidate className="space-y-4">
      {header}
      <FormField id="cancel-reason" label="Reason shown to the customer (optional)" error={errors.reason?.message}>
        <Textarea maxLength={500} {...form.register('reason')} />
      </FormField>
      <Footer confirmLabel={confirmLabel} onBack={onBack} destructive busy={isSubmitting} />
    </form>
  );
}
