import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, UserResponse } from '@app/core';
import { apiFetch } from '@/lib/api-client';
import { currentUserKey } from '@/lib/auth';

/** POST /api/auth/login. */
export const postLogin = (input: LoginInput) => apiFetch<UserResponse>('/api/auth/login', { method: 'POST', json: input });

/** Signs in; on success the current user is fetched again (spec 7: refreshed after login). */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: async ({ user }) => {
      client.setQueryData(currentUserKey, user);
      await client.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
