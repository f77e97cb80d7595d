// The booking date fields and calendar, shared by the booking form and 'Change dates' (both under the same rules).
import { Button, FormField, Input, useInnerLayer } from '@app/ui';
import { earliestBookingDate, formatDate, latestBookingDate, MESSAGES, nextValidBookingDate } from '@app/core';
import { useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BookingCalendar } from './booking-calendar';

// Only these two problems have a "next valid date" worth suggesting.
const SUGGESTABLE = new Set<string>([
  MESSAGES.preferredDateTooSoon,
  MESSAGES.preferredDateWeekend,
  MESSAGES.alternativeDateTooSoon,
  MESSAGES.alternativeDateWeekend,
]);

export interface BookingDateFieldProps {
  id: string;
  label: string;
  timeZone: string;
  /** Dates the stations cannot take: the calendar does not offer them. */
  unavailable?: ReadonlySet<string> | undefined;
  /** The field's current value ('YYYY-MM-DD' or ''). */
  value: string;
  error: string | undefined;
  /** The input's registration with its form (react-hook-form). */
  registration: UseFormRegisterReturn;
  /** Sets the field to a date picked in the calendar or suggested, and checks it. */
  setDate: (date: string) => void;
}

/**
 * A native date input that starts at the earliest bookable day, with a calendar that offers only
 * dates passing every rule. A typed date that is too soon or on a weekend shows the spec's message
 * and offers the next valid weekday. Used by every form that asks for booking dates.
 */
export function BookingDateField({ id, label, timeZone, unavailable = new Set(), value, error, registration, setDate }: BookingDateFieldProps) {
  const [calendar, setCalendar] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape or a click outside the dialog closes the calendar only, and focus returns to its button.
  useInnerLayer(calendar, () => {
    setCalendar(false);
    toggle.current?.focus();
  });
  const now = new Date();
  const earliest = earliestBookingDate(timeZone, now);
  const latest = latestBookingDate(timeZone, now);
  const suggestion = error && SUGGESTABLE.has(error) ? nextValidBookingDate(value, timeZone, now) : null;

  return (
    <div className="grid gap-2">
      <FormField id={id} label={label} error={error} hint={`Monday to Friday, at least 7 days ahead (earliest ${formatDate(earliest)}), within 12 months.`}>
        <Input type="date" min={earliest} max={latest} {...registration} />
      </FormField>
      <Button
        ref={toggle}
        type="button"
        variant="link"
        size="sm"
        // Wraps on a phone rather than widening the form past its card.
        className="h-auto w-fit whitespace-normal px-0 text-left"
        aria-expanded={calendar}
        onClick={() => setCalendar((c) => !c)}
      >
        {calendar ? 'Hide calendar' : `Choose ${label.replace(/ \(optional\)$/, '').toLowerCase()} from calendar`}
      </Button>
      {calendar ? (
        <BookingCalendar
          label={label}
          value={value}
          timeZone={timeZone}
          unavailable={unavailable}
          onPick={(date) => {
            setDate(date);
            setCalendar(false);
            // The picked day's button goes with the calendar: focus returns to the calendar's button.
            toggle.current?.focus();
          }}
        />
      ) : null}
      {suggestion ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setDate(suggestion)}>
          {`Use ${formatDate(suggestion)}`}
        </Button>
      ) : null}
    </div>
  );
}
