import { useMutation } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { ResetPasswordFormValues } from '@app/core';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password with the emailed token. */
export const postResetPassword = (input: ResetPasswordFormValues) =>
  json(api.auth['reset-password'].$post({ json: input }));

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
