import { zodResolver } from '@hookform/resolvers/zod';
import { bookingFormSchema, type BookingFormContext } from '@app/core';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { emptyBookingValues, type BookingDefaults, type BookingForm } from './booking-form-types';

/** What the booking schema checks against, as the dialog knows it now. */
export type BookingRules = Omit<BookingFormContext, 'now'>;

/**
 * The booking form on react-hook-form with core's booking schema. The schema reads a context
 * object when it validates, so a change of user type or of the stations' blackout days needs no
 * new resolver: the context is brought up to date after each render (validation runs on events,
 * never while rendering, and nothing is written during a render).
 */
export function useBookingForm(stationId: string, defaults: BookingDefaults | undefined, rules: BookingRules) {
  const ctx = useRef<BookingFormContext>({ timeZone: rules.timeZone, now: () => new Date(), userType: rules.userType });
  const schema = useMemo(() => bookingFormSchema(ctx.current), []);
  const form = useForm<BookingForm['values'], unknown, BookingForm['data']>({
    resolver: zodResolver(schema),
    defaultValues: emptyBookingValues(stationId, defaults),
    mode: 'onTouched',
  });
  useEffect(() => {
    ctx.current.timeZone = rules.timeZone;
    ctx.current.userType = rules.userType;
    ctx.current.blackouts = rules.blackouts;
  });
  return form;
}

export type BookingFormApi = ReturnType<typeof useBookingForm>;
