import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  LoaderIcon,
  toast,
} from '@app/ui';
import {
  BOOKING_STEP_FIELDS,
  bookingFormSchema,
  errorToMessage,
  MESSAGES,
  type BookingField,
  type BookingFormContext,
  type PublicStation,
  type UserType,
} from '@app/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { trackRequestSubmitted } from '../analytics';
import { useCreateOrder } from '../api/use-create-order';
import { emptyBookingValues, STEP_TITLES, type BookingDefaults, type BookingForm } from './booking-form-types';
import { ClientStep, ContactStep, ScheduleStep } from './booking-steps';

export interface BookingDialogProps {
  /** The station being booked; null when it is gone (the dialog then says so on submit). */
  station: PublicStation | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Spec 2: the dialog receives the user type, agency by default. */
  userType?: UserType;
  /** Guests choose whether they book for a client (agency) or for themselves. */
  allowUserTypeChoice?: boolean;
  /** A signed-in user's contact details, filled in. */
  defaults?: BookingDefaults;
  /** BUSINESS_TIMEZONE: "today" for the 7-day rule. */
  timeZone: string;
}

/** Spec 9: success toasts last 5 s. */
const SUCCESS_TOAST_MS = 5000;

/** The three-step booking request (spec 2 and 4). */
export function BookingDialog({
  station,
  open,
  onOpenChange,
  userType = 'agency',
  allowUserTypeChoice = false,
  defaults,
  timeZone,
}: BookingDialogProps) {
  const [step, setStep] = useState(0);
  const [chosenType, setChosenType] = useState<UserType>(userType);
  // The schema reads the user type when it validates, so switching type needs no new resolver.
  const ctx = useRef<BookingFormContext>({ timeZone, now: () => new Date(), userType });
  ctx.current.timeZone = timeZone;
  ctx.current.userType = chosenType;
  const schema = useMemo(() => bookingFormSchema(ctx.current), []);
  const initialValues = emptyBookingValues(station?.id ?? '', defaults);
  const form = useForm<BookingForm['values'], unknown, BookingForm['data']>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const createOrder = useCreateOrder();
  const acceptTerms = form.watch('acceptTerms');
  const stepFields = BOOKING_STEP_FIELDS[chosenType];
  const titles = STEP_TITLES[chosenType];

  useEffect(() => setChosenType(userType), [userType]);
  useEffect(() => {
    form.setValue('stationId', station?.id ?? '');
  }, [form, station?.id]);

  const reset = () => {
    form.reset(emptyBookingValues(station?.id ?? '', defaults));
    setStep(0);
    setChosenType(userType);
    createOrder.reset();
  };

  const handleOpenChange = (next: boolean) => {
    // Spec 4: closing the dialog resets the form and returns to step 1.
    if (!next) reset();
    onOpenChange(next);
  };

  const goNext = async () => {
    const valid = await form.trigger(stepFields[step] as BookingField[]);
    if (valid) setStep((s) => Math.min(s + 1, 2));
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
    if (first !== -1) setStep(first);
  };

  const stationMissing = () => {
    toast({ title: MESSAGES.stationMissing, variant: 'destructive' });
  };

  const submit = form.handleSubmit(
    async ({ acceptTerms: _terms, ...order }) => {
      if (!station) return stationMissing();
      try {
        const created = await createOrder.mutateAsync({ ...order, stationId: station.id });
        trackRequestSubmitted({ market: station.market, rate: station.rate });
        toast({
          title: MESSAGES.requestSubmitted,
          description: `Your request has been emailed to the Spotlight TV booking team. They'll reply with confirmation and next steps within 24 hours (M-F). Your request number is ${created.orderNumber}.`,
          duration: SUCCESS_TOAST_MS,
        });
        reset();
        onOpenChange(false);
      } catch (err) {
        if (err instanceof ApiError && err.body?.code === 'station_missing') return stationMissing();
        if (err instanceof ApiError && err.body?.fieldErrors) showServerFieldErrors(err.body.fieldErrors);
        const message = errorToMessage(err);
        toast({ title: message.title, description: message.description, variant: 'destructive' });
      }
    },
    (errors) => {
      if (!station || errors.stationId) return stationMissing();
      const firstStep = stepFields.findIndex((fields) => fields.some((f) => errors[f]));
      if (firstStep !== -1) setStep(firstStep);
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Enter in steps 1 and 2 moves on, like Next; only step 3 submits.
    if (step < 2) void goNext();
    else void submit(e);
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
            {station ? `${station.callLetters} (${station.affiliate}) · ${station.market}` : 'Station not selected'}
          </DialogDescription>
        </DialogHeader>

        <ol className="grid grid-cols-3 gap-2" aria-label="Booking steps">
          {titles.map((title, i) => (
            <li key={title} aria-current={i === step ? 'step' : undefined} className="grid gap-1.5">
              <span className={cn('h-1.5 rounded-full', i <= step ? 'bg-primary' : 'bg-slate-200')} />
              <span className={cn('text-xs', i === step ? 'font-semibold text-slate-900' : 'text-slate-500')}>
                {i + 1}. {title}
              </span>
            </li>
          ))}
        </ol>

        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <h3 className="text-base font-semibold text-slate-900">{`Step ${step + 1} of 3: ${titles[step]}`}</h3>
          {step === 0 && allowUserTypeChoice ? (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">I am booking</legend>
              <div className="flex flex-wrap gap-4 text-sm">
                {(['agency', 'individual'] as const).map((type) => (
                  <label key={type} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="booking-user-type"
                      value={type}
                      checked={chosenType === type}
                      onChange={() => switchType(type)}
                      className="size-4 accent-primary"
                    />
                    {type === 'agency' ? 'For a client (agency)' : 'For myself'}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {step === 0 ? <ContactStep form={form} userType={chosenType} /> : null}
          {step === 1 ? <ClientStep form={form} userType={chosenType} /> : null}
          {step === 2 ? <ScheduleStep form={form} station={station} timeZone={timeZone} /> : null}

          <DialogFooter className="gap-2 sm:justify-between">
            {step > 0 ? (
              <Button type="button" variant="outline" onClick={() => setStep((s) => Math.max(s - 1, 0))}>
                Back
              </Button>
            ) : (
              <span aria-hidden="true" />
            )}
            {step < 2 ? (
              <Button type="button" onClick={() => void goNext()}>
                Next
              </Button>
            ) : (
              <Button type="submit" disabled={acceptTerms !== true || createOrder.isPending}>
                {createOrder.isPending ? <LoaderIcon className="size-4 animate-spin" /> : null}
                Submit Request
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
