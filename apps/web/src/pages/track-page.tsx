import { useCurrentUser } from '@/lib/auth';
import { Alert, AlertDescription, AlertTitle, Button, FormField, Input, MailIcon } from '@app/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorStatusOf, errorToMessage, trackEmailFormSchema, type TrackEmailFormValues, type TrackEmailInput } from '@app/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useRequestTrackLink, useTrackedOrders, type TrackLookup } from '@/features/track/api/use-tracked-orders';
import { TrackedOrdersList } from '@/features/track/components/tracked-orders-list';

const LINK_EXPIRED = 'This tracking link is invalid or has expired. Please request a new one below.';

/** /track, for everyone (no account needed): one email field; own verified email shows at once, others get a link. */
export default function TrackPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const user = useCurrentUser().data ?? null;
  const form = useForm<TrackEmailFormValues, unknown, TrackEmailInput>({ resolver: zodResolver(trackEmailFormSchema), defaultValues: { email: '' } });
  // Untouched, the field shows the signed-in user's own email, even when the user arrives after the page.
  const signedInEmail = user?.email;
  useEffect(() => {
    if (signedInEmail && !form.getFieldState('email').isDirty) form.resetField('email', { defaultValue: signedInEmail });
  }, [signedInEmail, form]);
  const [ownEmail, setOwnEmail] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const trackLink = useRequestTrackLink();

  const lookup: TrackLookup | null = token ? { token } : ownEmail ? { email: ownEmail } : null;
  const results = useTrackedOrders(lookup);
  const tokenRejected = token !== null && errorStatusOf(results.error) === 401;

  // The email arrives trimmed and lower-cased (core's tracker schema).
  const submit = form.handleSubmit(async ({ email: value }) => {
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
  });

  const linkError = trackLink.error ? errorToMessage(trackLink.error) : null;
  const showResults = lookup !== null && !tokenRejected;
  const resultsEmail = ownEmail ?? results.data?.[0]?.email ?? null;

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Track My Requests</h1>
        <p className="mt-2 text-slate-600">Enter the email address you used when booking to see the status of your requests.</p>
      </div>

      <form onSubmit={(e) => void submit(e)} noValidate className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start">
        <FormField id="track-email" label="Email Address" error={form.formState.errors.email?.message} className="flex-1">
          <Input type="email" autoComplete="email" placeholder="you@example.com" maxLength={254} {...form.register('email')} />
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
