import { errorStatusOf, formatDate, formatSlotTime, MESSAGES, PRODUCER_MESSAGES, SLOT_FORMAT_LABELS, type ProducerRequest } from '@app/core';
import { Alert, AlertDescription, Card, LoadingScreen, useFocusAfterRender } from '@app/ui';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useProducerAnswers, useProducerRequest } from '@/features/producer/api/use-producer-request';
import { ProducerAnswerForms } from '@/features/producer/components/producer-answer-forms';

/** What the request's status means for the producer, in a sentence. */
function stateLine(r: ProducerRequest): string {
  switch (r.status) {
    case 'pending':
    case 'sent_to_station':
      return 'Waiting for your answer.';
    case 'booking':
      return r.offer ? 'Waiting for the guest to choose one of the offered times.' : 'Being scheduled.';
    case 'booking_completed':
      return r.slot ? `Booked for ${formatSlotTime(r.slot)} (${SLOT_FORMAT_LABELS[r.slot.format]}).` : 'Booked.';
    case 'finished':
      return 'Aired. Thank you!';
    case 'cancelled':
      return 'Declined. Thank you for letting us know.';
  }
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * /producer?token=…: the page a station's producer opens from the request email. No account: the
 * link is the key. The request (never the requester's contact details), the answers its state
 * allows, and the station's own upcoming confirmed segments. Laid out for a phone first.
 */
export default function ProducerPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const request = useProducerRequest(token);
  // An answer replaces the form it was given in (accepted: only 'bumped' is left): focus would
  // fall to the page's body and a keyboard user start again from the top. It goes to the line
  // that says what the answer did.
  const focusAfterRender = useFocusAfterRender();
  const stateLineRef = useRef<HTMLParagraphElement>(null);
  const answers = useProducerAnswers(token, () => focusAfterRender(() => stateLineRef.current));
  const r = request.data;

  if (token && request.isPending) return <LoadingScreen />;
  if (!r) {
    const gone = !token || errorStatusOf(request.error) === 404 || errorStatusOf(request.error) === 400;
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">Segment request</h1>
        <Alert variant="destructive">
          <AlertDescription>{gone ? PRODUCER_MESSAGES.linkInvalid : 'The request could not be loaded. Please try again.'}</AlertDescription>
        </Alert>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-6">
      <header className="space-y-1">
        <p className="text-sm font-medium text-indigo-700">
          {r.station.callLetters} · {r.station.market}
        </p>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900">Segment request: {r.clientName}</h1>
        <p ref={stateLineRef} role="status" tabIndex={-1} className="text-slate-700 outline-hidden">
          {stateLine(r)}
        </p>
      </header>
      <Card className="p-4" role="region" aria-label="The request">
        <dl className="grid gap-3">
          <Row label="Station">
            {r.station.callLetters} ({r.station.affiliate}) · {r.station.market}
            {r.station.showName ? ` · ${r.station.showName}` : ''}
          </Row>
          <Row label="Client">{r.clientName}</Row>
          <Row label="Interview topic">{r.interviewTopic}</Row>
          <Row label="Agency">{r.agencyName ?? MESSAGES.notProvided}</Row>
          <Row label="Preferred date">{formatDate(r.preferredDate)}</Row>
          <Row label="Alternative date">{r.alternativeDate ? formatDate(r.alternativeDate) : MESSAGES.notProvided}</Row>
          <Row label="Notes">{r.notes ?? 'None'}</Row>
          <Row label="Request number">{r.orderNumber}</Row>
        </dl>
      </Card>
      {r.offer ? (
        <Card className="p-4" role="region" aria-label="Times offered to the guest">
          <h2 className="mb-2 text-base font-semibold text-slate-900">
            {r.offer.kind === 'make_good' ? 'New dates offered to the guest' : 'Times you proposed'}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {r.offer.options.map((o) => (
              <li key={o.startsAt}>
                {formatSlotTime(o)} · {SLOT_FORMAT_LABELS[o.format]}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <ProducerAnswerForms request={r} answers={answers} />
      <section aria-labelledby="upcoming-heading" className="space-y-2">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
          Your upcoming segments
        </h2>
        {r.upcoming.length ? (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" aria-label="Upcoming segments">
            {r.upcoming.map((s) => (
              <li key={s.orderNumber} className="p-3 text-sm wrap-anywhere">
                <p className="font-medium text-slate-900">{formatSlotTime(s.slot)}</p>
                <p className="text-slate-700">
                  {s.clientName}: {s.interviewTopic} · {SLOT_FORMAT_LABELS[s.slot.format]}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No confirmed segments coming up yet.</p>
        )}
      </section>
      <p className="text-sm text-slate-600">Questions? Reply to the email that brought you here and our team will help.</p>
    </div>
  );
}
