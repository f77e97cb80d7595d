import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordFormValues } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password with the emailed token. */
export const postResetPassword = (input: ResetPasswordFormValues) =>
  apiFetch<{ message: string }>('/api/auth/reset-password', { method: 'POST', json: input });

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
