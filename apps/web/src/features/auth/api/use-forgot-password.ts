import { useMutation } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { ForgotPasswordInput } from '@app/core';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export const postForgotPassword = (input: ForgotPasswordInput) => json(api.auth['forgot-password'].$post({ json: input }));

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
