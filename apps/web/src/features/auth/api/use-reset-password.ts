import { useMutation, useQuery } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { ResetPasswordFormValues } from '@app/core';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** POST /api/auth/reset-password with the emailed token. */
export const postResetPassword = (input: ResetPasswordFormValues) => json(api.auth['reset-password'].$post({ json: input }));

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}

/** GET /api/auth/reset-password?token=: does the emailed link still work? Asked once, when the page opens. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: webKeys.resetToken(token),
    queryFn: ({ signal }) => json(api.auth['reset-password'].$get({ query: { token } }, cancellable(signal))),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
