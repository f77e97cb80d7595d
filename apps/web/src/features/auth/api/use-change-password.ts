import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordFormValues } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/change-password: the current password and the new one twice. */
export const postChangePassword = (input: ChangePasswordFormValues) =>
  apiFetch<{ message: string }>('/api/auth/change-password', { method: 'POST', json: input });

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
