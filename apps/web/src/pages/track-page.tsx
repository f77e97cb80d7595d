import { useCurrentUser } from '@/lib/auth';
import { Alert, AlertDescription, AlertTitle, Button, FormField, Input, MailIcon } from '@app/ui';
import { errorStatusOf, errorToMessage } from '@app/core';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useRequestTrackLink, useTrackedOrders, type TrackLookup } from '@/features/track/api/use-tracked-orders';
import { TrackedOrdersList } from '@/features/track/components/tracked-orders-list';

const EMAIL_REQUIRED = 'Please enter your email address';
const EMAIL_INVALID = 'Please enter a valid email address';
const LINK_EXPIRED = 'This tracking link is invalid or has expired. Please request a new one below.';

/** /track, for everyone (no account needed): one email field; own verified email shows at once, others get a link. */
export default function TrackPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const user = useCurrentUser().data ?? null;
  // Untouched (null), the field shows the signed-in user's own email, even when the user arrives after the page.
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? user?.email ?? '';
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [ownEmail, setOwnEmail] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const trackLink = useRequestTrackLink();

  const lookup: TrackLookup | null = token ? { token } : ownEmail ? { email: ownEmail } : null;
  const results = useTrackedOrders(lookup);
  const tokenRejected = token !== null && errorStatusOf(results.error) === 401;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return setFieldError(EMAIL_REQUIRED);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setFieldError(EMAIL_INVALID);
    setFieldError(null);
    setSentTo(null);
    if (user && user.isEmailVerified && user.email.toLowerCase() === value) {
      // The signed-in owner of a verified address sees the results at once.
      if (token) setParams({}, { replace: true });
      setOwnEmail(value);
      return;
    }
    setOwnEmail(null);
    try {
      await trackLink.mutateAsync(value);
      setSentTo(value);
    } catch {
      // Shown below from trackLink.error.
    }
  };

  const linkError = trackLink.error ? errorToMessage(trackLink.error) : null;
  const showResults = lookup !== null && !tokenRejected;
  const resultsEmail = ownEmail ?? results.data?.[0]?.email ?? null;

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Track My Requests</h1>
        <p className="mt-2 text-slate-600">Enter the email address you used when booking to see the status of your requests.</p>
      </div>

      <form onSubmit={submit} noValidate className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start">
        <FormField id="track-email" label="Email Address" error={fieldError} className="flex-1">
          <Input type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(e) => setTyped(e.target.value)} maxLength={254} />
        </FormField>
        <Button type="submit" className="sm:mt-[1.375rem]" disabled={trackLink.isPending}>
          Track My Requests
        </Button>
      </form>

      <div className="mt-10 space-y-6">
        {tokenRejected ? (
          <Alert variant="destructive">
            <AlertTitle>Link not valid</AlertTitle>
            <AlertDescription>{LINK_EXPIRED}</AlertDescription>
          </Alert>
        ) : null}
        {sentTo ? (
          <Alert>
            <MailIcon />
            <AlertTitle>Check your inbox</AlertTitle>
            <AlertDescription>
              <p>{`If we have requests for ${sentTo}, we've emailed you a link to see them. The link works for 30 minutes.`}</p>
            </AlertDescription>
          </Alert>
        ) : null}
        {linkError ? (
          <Alert variant="destructive">
            <AlertTitle>{linkError.title}</AlertTitle>
            <AlertDescription>{linkError.description}</AlertDescription>
          </Alert>
        ) : null}
        {showResults ? (
          <TrackedOrdersList
            orders={results.data}
            isPending={results.isPending}
            error={results.error}
            onRetry={() => void results.refetch()}
            email={resultsEmail}
          />
        ) : null}
        {!showResults && !sentTo && !tokenRejected && !linkError ? (
          <p className="text-center text-sm text-slate-500">
            {user?.isEmailVerified
              ? 'Enter your account email to see your requests right away, or any other address to get a link by email.'
              : "We'll email you a secure link to your requests."}
          </p>
        ) : null}
      </div>
    </section>
  );
}
