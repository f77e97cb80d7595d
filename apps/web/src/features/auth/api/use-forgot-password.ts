import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export const postForgotPassword = (input: ForgotPasswordInput) =>
  apiFetch<{ message: string }>('/api/auth/forgot-password', { method: 'POST', json: input });

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
