import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  LiveRegion,
  LoaderIcon,
  toast,
  useAnnouncement,
} from '@app/ui';
import {
  BOOKING_STEP_FIELDS,
  bookingFormSchema,
  errorToMessage,
  MESSAGES,
  summarizeNames,
  type BookingField,
  type BookingFormContext,
  type PublicStation,
  type UserType,
} from '@app/core';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@app/api-client';
import { trackRequestSubmitted } from '../analytics';
import { useCreateOrder } from '../api/use-create-order';
import { useUnavailableDates } from '@/components/booking-dates/use-unavailable-dates';
import { emptyBookingValues, STEP_TITLES, type BookingDefaults, type BookingForm } from './booking-form-types';
import { ClientStep, ContactStep, ScheduleStep } from './booking-steps';
import { bookingDraft, hasTypedData } from './booking-draft';
import { BookingStepIndicator, UserTypeChoice } from './booking-step-indicator';
import { LeaveBookingDialog } from './leave-booking-dialog';
import { RefusedStationAlert } from './refused-station-alert';

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

/** The three-step booking request; each step checks its fields before the next. */
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
  const [step, setStep] = useState(0);
  const [chosenType, setChosenType] = useState<UserType>(userType);
  const [leaving, setLeaving] = useState(false);
  const [refused, setRefused] = useState<PublicStation | null>(null);
  // The schema reads this context when it validates, so switching type needs no new resolver; it
  // is brought up to date after each render (validation runs on events, never while rendering).
  const ctx = useRef<BookingFormContext>({ timeZone, now: () => new Date(), userType });
  const schema = useMemo(() => bookingFormSchema(ctx.current), []);
  const initialValues = emptyBookingValues(station?.id ?? '', defaults);
  const form = useForm<BookingForm['values'], unknown, BookingForm['data']>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const createOrder = useCreateOrder();
  // One Idempotency-Key per submitted request: a second click on the same request reuses it,
  // so a retry after a lost answer never books twice.
  const submission = useRef<{ body: string; key: string } | null>(null);
  const stationsOf = group && group.length > 1 ? group : station ? [station] : [];
  // The stations' own unavailable dates: the picker leaves them out and the form refuses them.
  const unavailable = useUnavailableDates(
    stationsOf.map((s) => s.id),
    open,
  );
  useEffect(() => {
    ctx.current.timeZone = timeZone;
    ctx.current.userType = chosenType;
    ctx.current.blackouts = [...unavailable].map((d) => ({ from: d, to: d }));
  });
  const acceptTerms = form.watch('acceptTerms');
  const stepFields = BOOKING_STEP_FIELDS[chosenType];
  const titles = STEP_TITLES[chosenType];
  const [announcement, announce] = useAnnouncement();
  // Where focus goes once the step shown has changed: a field in error, or the step's heading.
  const focusAfterStep = useRef<BookingField | 'heading' | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const target = focusAfterStep.current;
    focusAfterStep.current = null;
    if (target === 'heading') stepHeading.current?.focus();
    else if (target) form.setFocus(target);
  }, [step, form]);

  /**
   * Shows a step, says so to screen readers, and puts focus on `field`, or else on the step's
   * heading: the button that was pressed may be gone or disabled on the new step. (Not on its
   * first field: an empty field left at once would show its error and move what was clicked.)
   */
  const showStep = (next: number, field?: BookingField) => {
    if (next === step) {
      if (field) form.setFocus(field);
      return;
    }
    focusAfterStep.current = field ?? 'heading';
    setStep(next);
    announce(`Step ${next + 1} of 3: ${titles[next]}`);
  };

  /**
   * Says how many of `fields` are in error. Focus is on the first of them, which reads its own
   * message (aria-describedby), so the messages are not repeated here.
   */
  const announceErrors = (fields: readonly string[]) => {
    const count = fields.filter((f) => form.getFieldState(f as BookingField).error).length;
    if (count > 0) announce(count === 1 ? '1 field needs attention' : `${count} fields need attention`);
  };

  useEffect(() => setChosenType(userType), [userType]);
  useEffect(() => {
    form.setValue('stationId', station?.id ?? '');
  }, [form, station?.id]);

  // A draft kept from an earlier close (this dialog's or another page's) comes back on opening.
  useEffect(() => {
    const draft = bookingDraft.get();
    if (!open || !draft || hasTypedData(form.getValues(), defaults)) return;
    form.reset({ ...draft.values, stationId: station?.id ?? '' }, { keepDefaultValues: true });
    setStep(draft.step);
    setChosenType(draft.userType);
    // Only on opening: the draft is what the form held when it was closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const reset = () => {
    form.reset(emptyBookingValues(station?.id ?? '', defaults));
    setStep(0);
    setChosenType(userType);
    createOrder.reset();
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

  const goNext = async () => {
    const valid = await form.trigger(stepFields[step] as BookingField[], { shouldFocus: true });
    if (valid) showStep(Math.min(step + 1, 2));
    else announceErrors(stepFields[step] ?? []);
  };

  /** Puts the server's field errors on their fields and shows the first step that has one. */
  const showServerFieldErrors = (fieldErrors: Record<string, string[]>) => {
    let first = -1;
    for (const [field, messages] of Object.entries(fieldErrors)) {
      const stepOfField = stepFields.findIndex((fields) => (fields as string[]).includes(field));
      if (stepOfField === -1) continue;
      form.setError(field as BookingField, { type: 'server', message: messages[0] });
      if (first === -1 || stepOfField < first) first = stepOfField;
    }
    if (first !== -1) showFirstError(first);
  };

  const stationMissing = () => {
    toast({ title: MESSAGES.stationMissing, variant: 'destructive' });
  };

  const submit = form.handleSubmit(
    async ({ acceptTerms: _terms, ...order }) => {
      if (!station) return stationMissing();
      try {
        const { stationId: _one, ...fields } = order;
        const body = stationsOf.length > 1 ? { ...fields, stationIds: stationsOf.map((s) => s.id) } : { ...fields, stationId: station.id };
        const text = JSON.stringify(body);
        if (submission.current?.body !== text) submission.current = { body: text, key: crypto.randomUUID() };
        const created = await createOrder.mutateAsync({ body, idempotencyKey: submission.current.key });
        for (const s of stationsOf) trackRequestSubmitted({ market: s.market, rate: s.rate });
        const numbers = 'orders' in created ? created.orders.map((o) => o.orderNumber) : [created.orderNumber];
        toast({
          title: MESSAGES.requestSubmitted,
          description:
            numbers.length > 1
              ? `Your request for ${numbers.length} stations (${summarizeNames(stationsOf.map((s) => s.callLetters))}) has been emailed to the Spotlight TV booking team. They'll reply with confirmation and next steps within 24 hours (M-F). Your request numbers are ${summarizeNames(numbers)}; every one is in your confirmation email.`
              : `Your request has been emailed to the Spotlight TV booking team. They'll reply with confirmation and next steps within 24 hours (M-F). Your request number is ${numbers[0] ?? ''}.`,
          duration: SUCCESS_TOAST_MS,
        });
        submission.current = null;
        reset();
        onOpenChange(false);
        onBooked?.();
      } catch (err) {
        if (err instanceof ApiError && err.code === 'station_missing') {
          // The server names the refused station by id; the visitor knows it by its call letters.
          const gone = stationsOf.length > 1 ? stationsOf.find((s) => err.serverMessage?.includes(s.id)) : undefined;
          if (gone && onRemoveStation) setRefused(gone);
          return toast({
            title: gone ? MESSAGES.stationMissingCalled(gone.callLetters) : (err.serverMessage ?? MESSAGES.stationMissing),
            variant: 'destructive',
          });
        }
        if (err instanceof ApiError && err.fieldErrors) showServerFieldErrors(err.fieldErrors);
        const message = errorToMessage(err);
        toast({ title: message.title, description: message.description, variant: 'destructive' });
      }
    },
    (errors) => {
      if (!station || errors.stationId) return stationMissing();
      const firstStep = stepFields.findIndex((fields) => fields.some((f) => errors[f]));
      if (firstStep !== -1) showFirstError(firstStep);
    },
  );

  /** Goes to step `index`, focuses its first field in error and reads its errors out. */
  function showFirstError(index: number) {
    const fields = stepFields[index] ?? [];
    showStep(index, fields.find((f) => form.getFieldState(f as BookingField).error) as BookingField | undefined);
    announceErrors(fields);
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Enter in steps 1 and 2 moves on, like Next; only step 3 submits.
    if (step < 2) void goNext();
    else void submit(e);
  };

  // Submit stays disabled until the terms are ticked, so Enter in a step-3 field would do nothing:
  // it says why instead, on the terms box.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const field = e.target as HTMLElement;
    if (e.key !== 'Enter' || step !== 2 || acceptTerms === true || field.tagName !== 'INPUT') return;
    if ((field as HTMLInputElement).type === 'checkbox') return;
    e.preventDefault();
    void form.trigger('acceptTerms', { shouldFocus: true }).then(() => announceErrors(['acceptTerms']));
  };

  const switchType = (type: UserType) => {
    setChosenType(type);
    form.clearErrors('agencyName');
  };

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

        <LiveRegion>{announcement}</LiveRegion>
        <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate className="grid gap-5">
          <h3 ref={stepHeading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-hidden">
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
          <DialogFooter className="gap-2 sm:justify-between">
            {step > 0 ? (
              <Button type="button" variant="outline" onClick={() => showStep(Math.max(step - 1, 0))}>
                Back
              </Button>
            ) : (
              <span aria-hidden="true" />
            )}
            {/* Next is the form's submit button on steps 1 and 2, so Enter in a field moves on. */}
            {step < 2 ? (
              <Button key="next" type="submit">
                Next
              </Button>
            ) : (
              <Button key="submit" type="submit" disabled={acceptTerms !== true || createOrder.isPending}>
                {createOrder.isPending ? <LoaderIcon className="size-4 animate-spin" /> : null}
                Submit Request
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
      <LeaveBookingDialog open={leaving} onKeepEditing={() => setLeaving(false)} onDiscard={discardAndClose} onSaveDraft={saveDraftAndClose} />
    </Dialog>
  );
}
