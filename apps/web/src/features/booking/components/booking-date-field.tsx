import { Button, FormField, Input, useInnerLayer } from '@app/ui';
import { earliestBookingDate, formatDate, latestBookingDate, MESSAGES, nextValidBookingDate } from '@app/core';
import { useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BookingCalendar } from './booking-calendar';
import type { BookingForm } from './booking-form-types';

// Only these two problems have a "next valid date" worth suggesting.
const SUGGESTABLE = new Set<string>([
  MESSAGES.preferredDateTooSoon,
  MESSAGES.preferredDateWeekend,
  MESSAGES.alternativeDateTooSoon,
  MESSAGES.alternativeDateWeekend,
]);

export interface BookingDateFieldProps {
  form: UseFormReturn<BookingForm['values'], unknown, BookingForm['data']>;
  name: 'preferredDate' | 'alternativeDate';
  label: string;
  timeZone: string;
  /** Dates the stations cannot take: the calendar does not offer them. */
  unavailable?: ReadonlySet<string>;
}

/**
 * A native date input that starts at the earliest bookable day. A typed date that is too soon
 * or on a weekend shows the spec's message and offers the next valid weekday.
 */
export function BookingDateField({ form, name, label, timeZone, unavailable = new Set() }: BookingDateFieldProps) {
  const [calendar, setCalendar] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape or a click outside the dialog closes the calendar only, and focus returns to its button.
  useInnerLayer(calendar, () => {
    setCalendar(false);
    toggle.current?.focus();
  });
  const value = useWatch({ control: form.control, name }) ?? '';
  const error = form.formState.errors[name]?.message;
  const now = new Date();
  const earliest = earliestBookingDate(timeZone, now);
  const latest = latestBookingDate(timeZone, now);
  const suggestion = error && SUGGESTABLE.has(error) ? nextValidBookingDate(value, timeZone, now) : null;
  const id = `booking-${name}`;

  return (
    <div className="grid gap-2">
      <FormField
        id={id}
        label={label}
        error={error}
        hint={`Monday to Friday, at least 7 days ahead (earliest ${formatDate(earliest)}), within 12 months.`}
      >
        <Input
          type="date"
          min={earliest}
          max={latest}
          {...form.register(name, {
            // Check a typed date at once, so the suggestion appears while the visitor is here.
            onChange: () => void form.trigger(name),
          })}
        />
      </FormField>
      <Button ref={toggle} type="button" variant="link" size="sm" className="w-fit px-0" aria-expanded={calendar} onClick={() => setCalendar((c) => !c)}>
        {calendar ? 'Hide calendar' : `Choose ${label.replace(/ \(optional\)$/, '').toLowerCase()} from calendar`}
      </Button>
      {calendar ? (
        <BookingCalendar
          label={label}
          value={value}
          timeZone={timeZone}
          unavailable={unavailable}
          onPick={(date) => {
            form.setValue(name, date, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
            setCalendar(false);
          }}
        />
      ) : null}
      {suggestion ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => form.setValue(name, suggestion, { shouldValidate: true, shouldDirty: true })}
        >
          {`Use ${formatDate(suggestion)}`}
        </Button>
      ) : null}
    </div>
  );
}
