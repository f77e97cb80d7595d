import { Button, MailIcon, XIcon } from '@app/ui';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { useResendVerification } from '../api/use-resend-verification';

const DISMISSED_KEY = 'verify-banner-dismissed';

const wasDismissed = (userId: string) => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
};

/**
 * For signed-in users whose email is not verified: a reminder with Resend email.
 * Dismissing hides it for the rest of the browser session.
 */
export function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  if (!user || user.isEmailVerified || dismissedFor === user.id || wasDismissed(user.id)) return null;

  const dismiss = () => {
    setDismissedFor(user.id);
    try {
      sessionStorage.setItem(DISMISSED_KEY, user.id);
    } catch {
      // Storage may be off (private mode): the banner then stays hidden until the next reload.
    }
  };

  return (
    <div role="region" aria-label="Email verification" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 text-sm text-amber-900">
        <MailIcon className="size-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">Please verify your email address.</span> We sent a verification link to{' '}
          <span className="font-medium">{user.email}</span>.
        </p>
        <Button size="sm" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend email'}
        </Button>
        <Button size="icon" variant="ghost" className="size-8" onClick={dismiss} aria-label="Dismiss">
          <XIcon className="size-4" />
        </Button>
      </div>
    </div>
  );
}
