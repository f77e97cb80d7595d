import { useMutation } from '@tanstack/react-query';
import type { RegisterFormValues, UserResponse } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/register: creates the account (not signed in) and sends the verification email. */
export const postRegister = (input: RegisterFormValues) => apiFetch<UserResponse>('/api/auth/register', { method: 'POST', json: input });

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
