import type { BookingFormValues, UserType } from '@app/core';
import { emptyBookingValues, type BookingDefaults } from './booking-form-types';

/** A booking form closed with answers in it, kept in memory for the rest of the visit (never stored). */
export interface BookingDraft {
  values: BookingFormValues;
  step: number;
  userType: UserType;
}

let draft: BookingDraft | null = null;

/** The draft kept for this visit: the form reopens with it wherever the dialog is opened next. */
export const bookingDraft = {
  get: (): BookingDraft | null => draft,
  save: (next: BookingDraft): void => {
    draft = next;
  },
  clear: (): void => {
    draft = null;
  },
};

/** True when the visitor typed or chose something beyond the empty form (and a signed-in user's own details). */
export function hasTypedData(values: BookingFormValues, defaults: BookingDefaults | undefined): boolean {
  const empty = emptyBookingValues(values.stationId, defaults);
  return (Object.keys(empty) as (keyof BookingFormValues)[]).some((k) => k !== 'stationId' && (values[k] ?? '') !== (empty[k] ?? ''));
}
