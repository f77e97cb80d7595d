import { useMutation } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { RegisterFormValues } from '@app/core';
import { api } from '@/lib/api-client';

/** POST /api/auth/register: creates the account (not signed in) and sends the verification email. */
export const postRegister = (input: RegisterFormValues) => json(api.auth.register.$post({ json: input }));

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
