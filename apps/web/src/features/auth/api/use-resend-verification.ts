import { useMutation } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { isUnauthorizedError, MESSAGES, serverMessageOf } from '@app/core';
import { toast } from '@app/ui';
import { api } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';

/** Verification and registration success toasts last 6 s. */
export const VERIFICATION_TOAST_MS = 6000;

/** POST /api/auth/resend-verification (signed in). */
export const postResendVerification = () => json(api.auth['resend-verification'].$post());

/** Sends a new verification link, with the spec's toasts; a 401 leads to sign-in. */
export function useResendVerification() {
  return useMutation({
    mutationFn: postResendVerification,
    onSuccess: ({ message }) => toast({ title: 'Verification email sent', description: message, duration: VERIFICATION_TOAST_MS }),
    onError: (err) => {
      if (isUnauthorizedError(err)) return handleUnauthorized();
      toast({ title: MESSAGES.resendFailed, description: serverMessageOf(err) ?? MESSAGES.tryAgainLater, variant: 'destructive' });
    },
  });
}
