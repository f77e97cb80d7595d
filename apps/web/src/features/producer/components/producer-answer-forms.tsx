import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useFieldArray, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  airedFormSchema,
  fieldErrorsOf,
  MAX_OFFERED_SLOTS,
  proposeFormSchema,
  reasonAnswerSchema,
  serverMessageOf,
  slotFormSchema,
  SLOT_FORMAT_LABELS,
  SLOT_FORMATS,
  timeZoneWords,
  zonedLocalInput,
  type AiredAnswer,
  type AiredFormValues,
  type ProducerRequest,
  type ProposeAnswer,
  type ProposeFormValues,
  type ReasonAnswer,
  type ReasonAnswerValues,
  type SlotFormOutput,
  type SlotFormValues,
} from '@app/core';
import { applyServerFieldErrors } from '@app/api-client';
import { Button, Card, FormField, Input, Textarea, useFocusAfterRender } from '@app/ui';
import type { ProducerAnswers } from '../api/use-producer-request';

const selectClass = 'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900';

function AnswerCard({
  title,
  label,
  children,
  onSubmit,
  error,
  shownOnFields = () => false,
}: {
  title: string;
  label: string;
  children: ReactNode;
  onSubmit: (e: FormEvent) => void;
  error: unknown;
  /** Whether the server's error for this field is already shown under the field (then not again here). */
  shownOnFields?: (field: string) => boolean;
}) {
  const fields = fieldErrorsOf(error);
  const unshown = fields ? Object.entries(fields).filter(([field]) => !shownOnFields(field)) : undefined;
  const message = !error ? null : unshown ? (unshown[0]?.[1][0] ?? null) : serverMessageOf(error);
  return (
    <Card className="p-4">
      <form onSubmit={onSubmit} aria-label={label} className="grid gap-3">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {children}
        {message ? (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </form>
    </Card>
  );
}

/** The slot format's native select; FormField hands it the id and the error's description. */
function FormatSelect({ registration, ...props }: { registration: UseFormRegisterReturn } & ComponentProps<'select'>) {
  return (
    <select className={selectClass} {...props} {...registration}>
      {SLOT_FORMATS.map((f) => (
        <option key={f} value={f}>
          {SLOT_FORMAT_LABELS[f]}
        </option>
      ))}
    </select>
  );
}

/** Accept with a slot in the station's time zone (the operator's slot form's schema, the zone fixed to the station's). */
function AcceptForm({ request, answers }: { request: ProducerRequest; answers: ProducerAnswers }) {
  const tz = request.station.timeZone;
  const form = useForm<SlotFormValues, unknown, SlotFormOutput>({
    resolver: zodResolver(slotFormSchema),
    defaultValues: { startsAt: '', timeZone: tz, format: 'in_studio', callTime: '', producerNote: '' },
  });
  const { errors } = form.formState;
  return (
    <AnswerCard
      title="Accept"
      label="Accept"
      onSubmit={(e) => void form.handleSubmit((slot) => answers.accept.mutate({ slot }))(e)}
      error={answers.accept.error}
    >
      <FormField id="accept-at" label={`Date and time (${timeZoneWords(tz)})`} error={errors.startsAt?.message ?? errors.timeZone?.message}>
        <Input type="datetime-local" required {...form.register('startsAt')} />
      </FormField>
      <FormField id="accept-format" label="Format" error={errors.format?.message}>
        <FormatSelect registration={form.register('format')} />
      </FormField>
      <FormField id="accept-call-time" label="Call time (optional)" error={errors.callTime?.message}>
        <Input type="time" {...form.register('callTime')} />
      </FormField>
      <FormField id="accept-note" label="Note for the guest (optional)" error={errors.producerNote?.message}>
        <Textarea maxLength={1000} {...form.register('producerNote')} />
      </FormField>
      <Button type="submit" disabled={answers.accept.isPending}>
        Accept and book
      </Button>
    </AnswerCard>
  );
}

/** Propose up to three other times. */
function ProposeForm({ request, answers }: { request: ProducerRequest; answers: ProducerAnswers }) {
  const tz = request.station.timeZone;
  const form = useForm<ProposeFormValues, unknown, ProposeAnswer>({
    resolver: zodResolver(proposeFormSchema(tz)),
    defaultValues: { options: [{ startsAt: '', format: 'in_studio' }], note: '' },
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const focusAfterRender = useFocusAfterRender();
  const { errors } = form.formState;
  return (
    <AnswerCard
      title="Propose other times"
      label="Propose other times"
      onSubmit={(e) =>
        void form.handleSubmit((body) =>
          // A time the booking rules refuse (a weekend, a blackout date) is named under its field.
          answers.propose.mutate(body, {
            onError: (error) =>
              applyServerFieldErrors(
                error,
                options.fields.flatMap((_, i) => [`options.${i}.startsAt`, `options.${i}.format`]),
                form.setError,
              ),
          }),
        )(e)
      }
      error={answers.propose.error}
      shownOnFields={(field) => /^options\.\d+\.(startsAt|format)$/.test(field)}
    >
      {options.fields.map((o, i) => (
        <div key={o.id} className="grid gap-2 rounded-md border border-slate-200 p-3">
          <FormField id={`propose-at-${i}`} label={`Time ${i + 1} (${timeZoneWords(tz)})`} error={errors.options?.[i]?.startsAt?.message}>
            <Input type="datetime-local" required {...form.register(`options.${i}.startsAt`)} />
          </FormField>
          <FormField id={`propose-format-${i}`} label={`Format of time ${i + 1}`} error={errors.options?.[i]?.format?.message}>
            <FormatSelect registration={form.register(`options.${i}.format`)} />
          </FormField>
          {i > 0 ? (
            // A time added by mistake can go again: the first one stays (at least one is proposed).
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                options.remove(i);
                focusAfterRender(() => document.getElementById(`propose-at-${i - 1}`));
              }}
            >
              Remove time {i + 1}
            </Button>
          ) : null}
        </div>
      ))}
      {options.fields.length < MAX_OFFERED_SLOTS ? (
        <Button
          type="button"
          variant="outline"
          // The last time this button can add takes it away: focus goes to that time's field then, not to the page's body.
          onClick={() => options.append({ startsAt: '', format: 'in_studio' }, { shouldFocus: options.fields.length + 1 >= MAX_OFFERED_SLOTS })}
        >
          Add another time
        </Button>
      ) : null}
      <FormField id="propose-note" label="Note (optional)" error={errors.note?.message ?? errors.options?.message ?? errors.options?.root?.message}>
        <Textarea maxLength={1000} {...form.register('note')} />
      </FormField>
      <Button type="submit" disabled={answers.propose.isPending}>
        Send proposed times
      </Button>
    </AnswerCard>
  );
}

/** Decline, or (once booked) tell that breaking news bumped the segment: both need a reason. */
function ReasonForm({ kind, answers }: { kind: 'decline' | 'bumped'; answers: ProducerAnswers }) {
  // Checked with the server's own schema: a reason that is blank (or only spaces) is refused here.
  const form = useForm<ReasonAnswerValues, unknown, ReasonAnswer>({ resolver: zodResolver(reasonAnswerSchema), defaultValues: { reason: '' } });
  const mutation = answers[kind];
  const title = kind === 'decline' ? 'Decline' : 'Bumped by breaking news';
  return (
    <AnswerCard title={title} label={title} onSubmit={(e) => void form.handleSubmit(({ reason }) => mutation.mutate(reason))(e)} error={mutation.error}>
      <FormField id={`${kind}-reason`} label="Reason" error={form.formState.errors.reason?.message}>
        <Textarea maxLength={500} {...form.register('reason')} />
      </FormField>
      <Button type="submit" variant={kind === 'decline' ? 'destructive' : 'default'} disabled={mutation.isPending}>
        {kind === 'decline' ? 'Decline request' : 'Postpone the segment'}
      </Button>
    </AnswerCard>
  );
}

const AIRED_FIELDS: readonly string[] = ['airedAt', 'clipUrl'];

/** Aired: when (the slot's start to begin with), and a link to the clip. */
function AiredForm({ request, answers }: { request: ProducerRequest; answers: ProducerAnswers }) {
  const tz = request.station.timeZone;
  const form = useForm<AiredFormValues, unknown, AiredAnswer>({
    resolver: zodResolver(airedFormSchema(tz)),
    defaultValues: { airedAt: request.slot ? zonedLocalInput(request.slot.startsAt, tz) : '', clipUrl: '' },
  });
  const { errors } = form.formState;
  return (
    <AnswerCard
      title="Aired"
      label="Aired"
      onSubmit={(e) =>
        void form.handleSubmit((body) =>
          // A time outside the slot's start and now (the server's rule) is named under its field.
          answers.aired.mutate(body, { onError: (error) => applyServerFieldErrors(error, AIRED_FIELDS, form.setError) }),
        )(e)
      }
      error={answers.aired.error}
      shownOnFields={(field) => AIRED_FIELDS.includes(field)}
    >
      <FormField id="aired-at" label={`Aired at (${timeZoneWords(tz)})`} error={errors.airedAt?.message}>
        <Input type="datetime-local" required {...form.register('airedAt')} />
      </FormField>
      <FormField id="aired-clip" label="Clip link (optional, https://)" error={errors.clipUrl?.message}>
        <Input type="url" inputMode="url" {...form.register('clipUrl')} />
      </FormField>
      <Button type="submit" disabled={answers.aired.isPending}>
        Mark as aired
      </Button>
    </AnswerCard>
  );
}

/** The answers the request's state allows now. */
export function ProducerAnswerForms({ request, answers }: { request: ProducerRequest; answers: ProducerAnswers }) {
  const allowed = new Set(request.allowedAnswers);
  if (!allowed.size) return null;
  return (
    <section aria-labelledby="answer-heading" className="space-y-3">
      <h2 id="answer-heading" className="text-xl font-semibold text-slate-900">
        Your answer
      </h2>
      {allowed.has('accept') ? <AcceptForm request={request} answers={answers} /> : null}
      {allowed.has('propose') ? <ProposeForm request={request} answers={answers} /> : null}
      {allowed.has('aired') ? <AiredForm request={request} answers={answers} /> : null}
      {allowed.has('bumped') ? <ReasonForm kind="bumped" answers={answers} /> : null}
      {allowed.has('decline') ? <ReasonForm kind="decline" answers={answers} /> : null}
    </section>
  );
}
