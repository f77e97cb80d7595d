import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  fieldErrorsOf,
  MAX_OFFERED_SLOTS,
  serverMessageOf,
  SLOT_FORMAT_LABELS,
  SLOT_FORMATS,
  wallClock,
  zonedLocalToIso,
  reasonAnswerSchema,
  type ProducerRequest,
  type ReasonAnswer,
  type ReasonAnswerValues,
  type SlotFormat,
} from '@app/core';
import { Button, Card, FormField, Input, Label, Textarea } from '@app/ui';
import type { ProducerAnswers } from '../api/use-producer-request';

const selectClass = 'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900';

/** A local date and time field's value in the station's zone as ISO 8601 with its offset ('' stays ''). */
const toIso = (local: string, timeZone: string) => (local ? (zonedLocalToIso(local, timeZone) ?? local) : '');

/** The instant as a datetime-local value in the station's zone ('2026-12-15T09:30'). */
function toLocal(iso: string, timeZone: string): string {
  const w = wallClock(timeZone, new Date(iso));
  return `${w.date}T${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

function AnswerCard({
  title,
  label,
  children,
  onSubmit,
  error,
}: {
  title: string;
  label: string;
  children: ReactNode;
  onSubmit: (e: FormEvent) => void;
  error: unknown;
}) {
  const fields = fieldErrorsOf(error);
  const firstField = fields ? Object.values(fields)[0]?.[0] : undefined;
  return (
    <Card className="p-4">
      <form onSubmit={onSubmit} aria-label={label} className="grid gap-3">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {children}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {firstField ?? serverMessageOf(error)}
          </p>
        ) : null}
      </form>
    </Card>
  );
}

function FormatSelect({ id, value, onChange }: { id: string; value: SlotFormat; onChange: (v: SlotFormat) => void }) {
  return (
    <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as SlotFormat)}>
      {SLOT_FORMATS.map((f) => (
        <option key={f} value={f}>
          {SLOT_FORMAT_LABELS[f]}
        </option>
      ))}
    </select>
  );
}

/** Accept with a slot in the station's time zone. */
function AcceptForm({ request, answers }: { request: ProducerRequest; answers: ProducerAnswers }) {
  const tz = request.station.timeZone;
  const [at, setAt] = useState('');
  const [format, setFormat] = useState<SlotFormat>('in_studio');
  const [callTime, setCallTime] = useState('');
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    answers.accept.mutate({ slot: { startsAt: toIso(at, tz), timeZone: tz, format, callTime: callTime || null, producerNote: note.trim() || null } });
  };
  return (
    <AnswerCard title="Accept" label="Accept" onSubmit={submit} error={answers.accept.error}>
      <Label htmlFor="accept-at">Date and time ({tz})</Label>
      <Input id="accept-at" type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} />
      <Label htmlFor="accept-format">Format</Label>
      <FormatSelect id="accept-format" value={format} onChange={setFormat} />
      <Label htmlFor="accept-call-time">Call time (optional)</Label>
      <Input id="accept-call-time" type="time" value={callTime} onChange={(e) => setCallTime(e.target.value)} />
      <Label htmlFor="accept-note">Note for the guest (optional)</Label>
      <Textarea id="accept-note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      <Button type="submit" disabled={answers.accept.isPending}>
        Accept and book
      </Button>
    </AnswerCard>
  );
}

/** Propose up to three other times. */
function ProposeForm({ request, answers }: { request: ProducerRequest; answers: ProducerAnswers }) {
  const tz = request.station.timeZone;
  const [options, setOptions] = useState<{ at: string; format: SlotFormat }[]>([{ at: '', format: 'in_studio' }]);
  const [note, setNote] = useState('');
  const set = (i: number, patch: Partial<{ at: string; format: SlotFormat }>) => setOptions((all) => all.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    answers.propose.mutate({ options: options.map((o) => ({ startsAt: toIso(o.at, tz), format: o.format })), note: note.trim() || null });
  };
  return (
    <AnswerCard title="Propose other times" label="Propose other times" onSubmit={submit} error={answers.propose.error}>
      {options.map((o, i) => (
        <div key={i} className="grid gap-2 rounded-md border border-slate-200 p-3">
          <Label htmlFor={`propose-at-${i}`}>
            Time {i + 1} ({tz})
          </Label>
          <Input id={`propose-at-${i}`} type="datetime-local" required value={o.at} onChange={(e) => set(i, { at: e.target.value })} />
          <Label htmlFor={`propose-format-${i}`}>Format of time {i + 1}</Label>
          <FormatSelect id={`propose-format-${i}`} value={o.format} onChange={(format) => set(i, { format })} />
        </div>
      ))}
      {options.length < MAX_OFFERED_SLOTS ? (
        <Button type="button" variant="outline" onClick={() => setOptions((all) => [...all, { at: '', format: 'in_studio' }])}>
          Add another time
        </Button>
      ) : null}
      <Label htmlFor="propose-note">Note (optional)</Label>
      <Textarea id="propose-note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
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

/** Aired: when, and a link to the clip. */
function AiredForm({ request, answers }: { request: ProducerRequest; answers: ProducerAnswers }) {
  const tz = request.station.timeZone;
  const [at, setAt] = useState(request.slot ? toLocal(request.slot.startsAt, tz) : '');
  const [clip, setClip] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    answers.aired.mutate({ airedAt: toIso(at, tz), ...(clip.trim() ? { clipUrl: clip.trim() } : {}) });
  };
  return (
    <AnswerCard title="Aired" label="Aired" onSubmit={submit} error={answers.aired.error}>
      <Label htmlFor="aired-at">Aired at ({tz})</Label>
      <Input id="aired-at" type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} />
      <Label htmlFor="aired-clip">Clip link (optional, https://)</Label>
      <Input id="aired-clip" type="url" inputMode="url" value={clip} onChange={(e) => setClip(e.target.value)} />
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
