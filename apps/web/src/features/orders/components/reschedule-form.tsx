import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { rescheduleInputSchema, type BookingFormContext, type Order, type RescheduleFormValues, type RescheduleInput } from '@app/core';
import { Button } from '@app/ui';
import { usePublicConfig } from '@/app/public-config';
import { useUnavailableDates } from '@/components/booking-dates/use-unavailable-dates';
import { BookingDateField } from '@/components/booking-dates/booking-date-field';

/**
 * 'Change dates': the booking form's date fields and calendar, under the same rules as booking
 * (weekdays, at least 7 days ahead, within 12 months, not on the station's blackout dates), checked
 * before anything is sent.
 */
export function RescheduleForm({
  order,
  busy,
  onSubmit,
  onBack,
}: {
  order: Order;
  busy: boolean;
  onSubmit: (dates: RescheduleInput) => void;
  onBack: () => void;
}) {
  const { businessTimeZone } = usePublicConfig();
  const unavailable = useUnavailableDates(order.stationId ? [order.stationId] : [], true);
  // The station's blackout dates as they load: react-hook-form takes each render's resolver.
  const context: BookingFormContext = { timeZone: businessTimeZone, now: () => new Date(), blackouts: [...unavailable].map((d) => ({ from: d, to: d })) };
  const form = useForm<RescheduleFormValues, unknown, RescheduleInput>({
    resolver: zodResolver(rescheduleInputSchema(context)),
    defaultValues: { preferredDate: order.preferredDate, alternativeDate: order.alternativeDate ?? '' },
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  // The form opens on the request's own dates: sending them unchanged would change nothing.
  const send = (dates: RescheduleInput) => {
    if (dates.preferredDate === order.preferredDate && (dates.alternativeDate ?? null) === (order.alternativeDate ?? null)) {
      form.setError('root', { message: 'These are already the dates of your request: choose a new date.' });
      return;
    }
    onSubmit(dates);
  };
  const field = (name: 'preferredDate' | 'alternativeDate', label: string) => (
    <BookingDateField
      id={`new-${name === 'preferredDate' ? 'preferred' : 'alternative'}-${order.id}`}
      label={label}
      timeZone={businessTimeZone}
      unavailable={unavailable}
      value={values[name] ?? ''}
      error={form.formState.errors[name]?.message}
      registration={form.register(name, { onChange: () => void form.trigger(name) })}
      setDate={(date) => form.setValue(name, date, { shouldValidate: true, shouldDirty: true, shouldTouch: true })}
    />
  );
  return (
    <form onSubmit={(e) => void form.handleSubmit(send)(e)} noValidate className="grid gap-3" aria-label="Change dates">
      {field('preferredDate', 'New preferred date')}
      {field('alternativeDate', 'New alternative date (optional)')}
      {form.formState.errors.root?.message ? <p className="text-sm text-red-700">{form.formState.errors.root.message}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          Send new dates
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
