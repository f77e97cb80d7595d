import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, LiveRegion, toast } from '@app/ui';
import { BOOKING_STEP_FIELDS, errorToMessage, isUnauthorizedError, MESSAGES, type PublicStation, type UserType } from '@app/core';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError } from '@app/api-client';
import { trackRequestSubmitted } from '../analytics';
import { useUnavailableDates } from '@/components/booking-dates/use-unavailable-dates';
import { handleUnauthorized } from '@/lib/unauthorized';
import { emptyBookingValues, STEP_TITLES, type BookingDefaults } from './booking-form-types';
import { ClientStep, ContactStep, ScheduleStep } from './booking-steps';
import { bookingDraft, hasTypedData } from './booking-draft';
import { BookingDialogFooter } from './booking-dialog-footer';
import { bookingBody, bookingSubmittedDescription, refusedStation } from './booking-outcome';
import { BookingStepIndicator, UserTypeChoice } from './booking-step-indicator';
import { LeaveBookingDialog } from './leave-booking-dialog';
import { RefusedStationAlert } from './refused-station-alert';
import { useBookingForm } from './use-booking-form';
import { LAST_STEP, useBookingSteps } from './use-booking-steps';
import { useSendBooking } from './use-send-booking';

export interface BookingDialogProps {
  /** The station being booked; null when it is gone (the dialog then says so on submit). */
  station: PublicStation | null;
  /** Several stations requested at once (the request list): one request, one order each. */
  group?: PublicStation[] | undefined;
  /** Called after a successful submission (the request list then empties). */
  onBooked?: (() => void) | undefined;
  /** Takes a station out of the request (and the request list) after the server refused it. */
  onRemoveStation?: ((id: string) => void) | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booker's user type; agency when it is not known. */
  userType?: UserType;
  /** Guests choose whether they book for a client (agency) or for themselves. */
  allowUserTypeChoice?: boolean;
  /** A signed-in user's contact details, filled in. */
  defaults?: BookingDefaults;
  /** BUSINESS_TIMEZONE: "today" for the 7-day rule. */
  timeZone: string;
}

/** Success toasts last 5 s. */
const SUCCESS_TOAST_MS = 5000;

/**
 * The three-step booking request; each step checks its fields before the next. This component
 * joins the parts: the form and its schema context (useBookingForm), the steps with their focus
 * and announcements (useBookingSteps), the idempotent send (useSendBooking), the draft kept on
 * leaving, and the toasts of the outcome (booking-outcome.ts).
 */
export function BookingDialog({
  station,
  group,
  onBooked,
  onRemoveStation,
  open,
  onOpenChange,
  userType = 'agency',
  allowUserTypeChoice = false,
  defaults,
  timeZone,
}: BookingDialogProps) {
  const [chosenType, setChosenType] = useState<UserType>(userType);
  const [leaving, setLeaving] = useState(false);
  const [refused, setRefused] = useState<PublicStation | null>(null);
  const stationsOf = group && group.length > 1 ? group : station ? [station] : [];
  // The stations' own unavailable dates: the picker leaves them out and the form refuses them.
  const unavailable = useUnavailableDates(
    stationsOf.map((s) => s.id),
    open,
  );
  const form = useBookingForm(station?.id ?? '', defaults, {
    timeZone,
    userType: chosenType,
    blackouts: [...unavailable].map((d) => ({ from: d, to: d })),
  });
  const sender = useSendBooking();
  const acceptTerms = form.watch('acceptTerms');
  const stepFields = BOOKING_STEP_FIELDS[chosenType];
  const steps = useBookingSteps(form, STEP_TITLES[chosenType], stepFields);
  const { step } = steps;

  useEffect(() => setChosenType(userType), [userType]);
  useEffect(() => {
    form.setValue('stationId', station?.id ?? '');
  }, [form, station?.id]);

  // A draft kept from an earlier close (this dialog's or another page's) comes back on opening.
  useEffect(() => {
    const draft = bookingDraft.get();
    if (!open || !draft || hasTypedData(form.getValues(), defaults)) return;
    form.reset({ ...draft.values, stationId: station?.id ?? '' }, { keepDefaultValues: true });
    steps.restartAt(draft.step);
    setChosenType(draft.userType);
    // Only on opening: the draft is what the form held when it was closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const reset = () => {
    form.reset(emptyBookingValues(station?.id ?? '', defaults));
    steps.restartAt(0);
    setChosenType(userType);
    sender.reset();
    bookingDraft.clear();
    setRefused(null);
  };

  const handleOpenChange = (next: boolean) => {
    // Typed answers are never thrown away unasked: closing asks whether to keep them.
    if (!next && hasTypedData(form.getValues(), defaults)) {
      setLeaving(true);
      return;
    }
    if (!next) reset();
    onOpenChange(next);
  };
  const saveDraftAndClose = () => {
    bookingDraft.save({ values: form.getValues(), step, userType: chosenType });
    setLeaving(false);
    onOpenChange(false);
  };
  const discardAndClose = () => {
    setLeaving(false);
    reset();
    onOpenChange(false);
  };

  const stationMissing = () => {
    toast({ title: MESSAGES.stationMissing, variant: 'destructive' });
  };

  const submit = form.handleSubmit(
    async (data) => {
      if (!station) return stationMissing();
      try {
        const created = await sender.send(bookingBody(data, station, stationsOf));
        for (const s of stationsOf) trackRequestSubmitted({ market: s.market, rate: s.rate });
        const numbers = 'orders' in created ? created.orders.map((o) => o.orderNumber) : [created.orderNumber];
        toast({ title: MESSAGES.requestSubmitted, description: bookingSubmittedDescription(numbers, stationsOf), duration: SUCCESS_TOAST_MS });
        reset();
        onOpenChange(false);
        onBooked?.();
      } catch (err) {
        const missing = refusedStation(err, stationsOf);
        if (missing) {
          if (missing.gone && onRemoveStation) setRefused(missing.gone);
          return toast({ title: missing.title, variant: 'destructive' });
        }
        // A session that ended while the dialog was open: the sign-in toast, then the sign-in page.
        if (isUnauthorizedError(err)) return handleUnauthorized();
        if (err instanceof ApiError && err.fieldErrors) steps.showServerFieldErrors(err.fieldErrors);
        const message = errorToMessage(err);
        toast({ title: message.title, description: message.description, variant: 'destructive' });
      }
    },
    (errors) => {
      if (!station || errors.stationId) return stationMissing();
      steps.showFirstStepWithError(errors);
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Enter in steps 1 and 2 moves on, like Next; only step 3 submits.
    if (step < LAST_STEP) void steps.goNext();
    else void submit(e);
  };

  // Submit stays disabled until the terms are ticked, so Enter in a step-3 field would do nothing:
  // it says why instead, on the terms box.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const field = e.target as HTMLElement;
    if (e.key !== 'Enter' || step !== LAST_STEP || acceptTerms === true || field.tagName !== 'INPUT') return;
    if ((field as HTMLInputElement).type === 'checkbox') return;
    e.preventDefault();
    void form.trigger('acceptTerms', { shouldFocus: true }).then(() => steps.announceErrors(['acceptTerms']));
  };

  const switchType = (type: UserType) => {
    setChosenType(type);
    form.clearErrors('agencyName');
  };

  const titles = STEP_TITLES[chosenType];
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{MESSAGES.bookingDialogTitle}</DialogTitle>
          <DialogDescription>
            {stationsOf.length > 1
              ? `${stationsOf.length} stations: ${stationsOf.map((s) => s.callLetters).join(', ')}`
              : station
                ? `${station.callLetters} (${station.affiliate}) · ${station.market}`
                : 'Station not selected'}
          </DialogDescription>
        </DialogHeader>

        <BookingStepIndicator titles={titles} step={step} />

        <LiveRegion>{steps.announcement}</LiveRegion>
        <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate className="grid gap-5">
          <h3 ref={steps.stepHeading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-hidden">
            {`Step ${step + 1} of 3: ${titles[step]}`}
          </h3>
          {step === 0 && allowUserTypeChoice ? <UserTypeChoice value={chosenType} onChange={switchType} /> : null}
          {step === 0 ? <ContactStep form={form} userType={chosenType} /> : null}
          {step === 1 ? <ClientStep form={form} userType={chosenType} /> : null}
          {step === 2 ? (
            <ScheduleStep
              form={form}
              station={stationsOf.length > 1 ? null : station}
              group={stationsOf.length > 1 ? stationsOf : undefined}
              unavailable={unavailable}
              timeZone={timeZone}
            />
          ) : null}

          {refused && onRemoveStation ? (
            <RefusedStationAlert
              station={refused}
              onRemove={() => {
                onRemoveStation(refused.id);
                setRefused(null);
              }}
            />
          ) : null}
          <BookingDialogFooter step={step} onBack={steps.goBack} termsAccepted={acceptTerms === true} sending={sender.isPending} />
        </form>
      </DialogContent>
      <LeaveBookingDialog open={leaving} onKeepEditing={() => setLeaving(false)} onDiscard={discardAndClose} onSaveDraft={saveDraftAndClose} />
    </Dialog>
  );
}
