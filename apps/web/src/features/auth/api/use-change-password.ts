import { useMutation } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { ChangePasswordFormValues } from '@app/core';
import { api } from '@/lib/api-client';

/** POST /api/auth/change-password: the current password and the new one twice. */
export const postChangePassword = (input: ChangePasswordFormValues) => json(api.auth['change-password'].$post({ json: input }));

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
