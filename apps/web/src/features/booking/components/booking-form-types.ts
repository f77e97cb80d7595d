import type { BookingFormData, BookingFormValues, UserType } from '@app/core';

/** The booking form's raw and validated value types, for react-hook-form's generics. */
export interface BookingForm {
  values: BookingFormValues;
  data: BookingFormData;
}

/** The three step titles for each kind of booker: agencies book for a client, individuals for themselves. */
export const STEP_TITLES: Record<UserType, [string, string, string]> = {
  agency: ['Agency Info', 'Client Info', 'Schedule'],
  individual: ['Contact Info', 'Interview Details', 'Schedule'],
};

/** Prefilled contact details of a signed-in user. */
export interface BookingDefaults {
  contactName?: string;
  email?: string;
  agencyName?: string | null;
}

/** Empty form values for `stationId`, with a signed-in user's details filled in. */
export function emptyBookingValues(stationId: string, defaults: BookingDefaults = {}): BookingFormValues {
  return {
    agencyName: defaults.agencyName ?? '',
    clientName: '',
    contactName: defaults.contactName ?? '',
    email: defaults.email ?? '',
    phone: '',
    interviewTopic: '',
    preferredDate: '',
    alternativeDate: '',
    notes: '',
    stationId,
    acceptTerms: false,
  };
}
