import { Checkbox, FieldError, FormField, Input, Label, Textarea } from '@app/ui';
import { formatRate, groupRateTotal, MESSAGES, type PublicStation, type UserType } from '@app/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { BookingDateField } from '@/components/booking-dates/booking-date-field';
import type { BookingForm } from './booking-form-types';

type Form = UseFormReturn<BookingForm['values'], unknown, BookingForm['data']>;

/** One of the booking form's two dates, checked as soon as it is typed (so a suggestion shows at once). */
function DateField({
  form,
  name,
  label,
  timeZone,
  unavailable,
}: {
  form: Form;
  name: 'preferredDate' | 'alternativeDate';
  label: string;
  timeZone: string;
  unavailable: ReadonlySet<string>;
}) {
  const value = useWatch({ control: form.control, name }) ?? '';
  return (
    <BookingDateField
      id={`booking-${name}`}
      label={label}
      timeZone={timeZone}
      unavailable={unavailable}
      value={value}
      error={form.formState.errors[name]?.message}
      registration={form.register(name, { onChange: () => void form.trigger(name) })}
      setDate={(date) => form.setValue(name, date, { shouldValidate: true, shouldDirty: true, shouldTouch: true })}
    />
  );
}

/** Step 1: Agency Info (agency users) or Contact Info (everyone else). */
export function ContactStep({ form, userType }: { form: Form; userType: UserType }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      {userType === 'agency' ? (
        <FormField id="booking-agencyName" label="Agency Name" error={errors.agencyName?.message}>
          <Input autoComplete="organization" {...form.register('agencyName')} />
        </FormField>
      ) : null}
      <FormField id="booking-contactName" label="Contact Name" error={errors.contactName?.message}>
        <Input autoComplete="name" {...form.register('contactName')} />
      </FormField>
      <FormField id="booking-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField id="booking-phone" label="Phone (optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
    </div>
  );
}

/** Step 2: Client Info (agency users) or Interview Details (everyone else). */
export function ClientStep({ form, userType }: { form: Form; userType: UserType }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <FormField
        id="booking-clientName"
        label="Client Name"
        error={errors.clientName?.message}
        hint={userType === 'agency' ? 'The person who will be interviewed.' : 'Who will be interviewed (you, or the person you represent).'}
      >
        <Input {...form.register('clientName')} />
      </FormField>
      <FormField id="booking-interviewTopic" label="Interview Topic" error={errors.interviewTopic?.message}>
        <Input placeholder="e.g. Healthy holiday recipes" {...form.register('interviewTopic')} />
      </FormField>
    </div>
  );
}

/** Step 3: Schedule: dates, notes, the rate and the terms. */
export function ScheduleStep({
  form,
  station,
  group,
  unavailable,
  timeZone,
}: {
  form: Form;
  station: PublicStation | null;
  /** The stations of a request for several: their rates and total are shown. */
  group?: readonly PublicStation[] | undefined;
  /** Dates the stations cannot take: the calendar leaves them out. */
  unavailable: ReadonlySet<string>;
  timeZone: string;
}) {
  const { errors } = form.formState;
  const rate = station?.rate ?? null;
  return (
    <div className="grid gap-4">
      <DateField form={form} name="preferredDate" label="Preferred Date" timeZone={timeZone} unavailable={unavailable} />
      <DateField form={form} name="alternativeDate" label="Alternative Date (optional)" timeZone={timeZone} unavailable={unavailable} />
      <FormField id="booking-notes" label="Notes (optional)" error={errors.notes?.message}>
        <Textarea rows={3} placeholder="Anything the station should know" {...form.register('notes')} />
      </FormField>
      {group ? <GroupRates stations={group} /> : null}
      {rate !== null ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="booking-rate">
          <div className="flex items-baseline justify-between">
            <span className="text-sm font-medium text-slate-700">Booking Rate</span>
            <span className="text-2xl font-bold text-slate-900">{formatRate(rate)}</span>
          </div>
          <p className="mt-1 text-sm text-slate-600">{MESSAGES.paymentAfterConfirmation}</p>
        </div>
      ) : null}
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                id="booking-acceptTerms"
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? 'booking-acceptTerms-error' : undefined}
              />
            )}
          />
          <Label htmlFor="booking-acceptTerms" className="text-sm font-normal leading-snug">
            <span>
              I agree to the{' '}
              <Link to="/terms" target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
                Terms and Conditions
              </Link>
            </span>
          </Label>
        </div>
        <FieldError id="booking-acceptTerms" className="pl-7">
          {errors.acceptTerms?.message}
        </FieldError>
      </div>
    </div>
  );
}

/** Step 3 of a request for several stations: each station's rate and the total of the listed ones. */
function GroupRates({ stations }: { stations: readonly PublicStation[] }) {
  const { total, unpriced } = groupRateTotal(stations.map((s) => s.rate));
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="booking-rates">
      <p className="text-sm font-medium text-slate-700">Booking Rates</p>
      <ul className="mt-2 grid gap-1 text-sm" aria-label="Rate per station">
        {stations.map((s) => (
          <li key={s.id} className="flex justify-between gap-3">
            <span>{`${s.callLetters} · ${s.market}`}</span>
            <span className="font-medium tabular-nums">{formatRate(s.rate, 'Contact for pricing')}</span>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-baseline justify-between border-t border-brand-200 pt-2">
        <span className="text-sm font-medium text-slate-700">Total</span>
        <span className="text-2xl font-bold text-slate-900">{formatRate(total)}</span>
      </div>
      {unpriced ? <p className="mt-1 text-sm text-slate-600">{`Plus ${unpriced} station${unpriced === 1 ? '' : 's'} with pricing on request.`}</p> : null}
      <p className="mt-1 text-sm text-slate-600">{MESSAGES.paymentAfterConfirmation}</p>
    </div>
  );
}
