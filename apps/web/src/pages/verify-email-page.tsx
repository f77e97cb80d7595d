import { verifyEmailErrorText } from '@app/core';
import { AlertTriangleIcon, Button, Spinner } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useResendVerification } from '@/features/auth/api/use-resend-verification';
import { AuthCard, AuthOutcome } from '@/features/auth/components/auth-card';
import { useOnce } from '@/features/auth/lib/use-once';
import { webKeys } from '@/lib/query-keys';

type State = { kind: 'loading'; token: string } | { kind: 'success' } | { kind: 'error'; code: string | null };

/** The page's state from its query: a token to check, ?status=success, or ?error=code. */
function stateOf(params: URLSearchParams): State {
  const token = params.get('token');
  if (token) return { kind: 'loading', token };
  if (params.get('status') === 'success') return { kind: 'success' };
  return { kind: 'error', code: params.get('error') };
}

/**
 * /verify-email, in three states: loading, success, error. The emailed link lands here with a token;
 * the browser then visits /api/auth/verify-email, which checks it and comes back with the result.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const state = stateOf(params);
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();

  useOnce(() => {
    if (state.kind === 'loading') window.location.replace(`/api/auth/verify-email?token=${encodeURIComponent(state.token)}`);
    // The current user is fetched again after verification (its verified flag changed).
    if (state.kind === 'success') void client.invalidateQueries({ queryKey: webKeys.currentUser });
  });

  if (state.kind === 'loading') {
    return (
      <AuthCard title="Verifying your email" description="This takes just a moment.">
        <div className="flex justify-center py-4">
          <Spinner size="lg" label="Verifying your email" />
        </div>
      </AuthCard>
    );
  }

  if (state.kind === 'success') {
    return (
      <AuthOutcome
        outcome="done"
        title="Email verified!"
        description="Thank you. Your email address is verified, and requests you made with it now show in My Bookings."
        to="/"
        action="Continue to dashboard"
      >
        {user ? null : (
          <Button asChild variant="outline" className="w-full">
            <Link to="/login?verified=true">Sign in</Link>
          </Button>
        )}
      </AuthOutcome>
    );
  }

  return (
    <AuthCard
      title="We could not verify your email"
      icon={<AlertTriangleIcon className="size-6" aria-hidden="true" />}
      description={verifyEmailErrorText(state.code)}
    >
      <Button className="w-full" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send new verification email'}
      </Button>
      <Button asChild variant="outline" className="w-full">
        {/* Signed-in users have no login page to go back to: their dashboard is the way back. */}
        <Link to={user ? '/' : '/login'}>Back to login</Link>
      </Button>
    </AuthCard>
  );
}
