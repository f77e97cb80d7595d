import { useMutation, useQueryClient } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { LoginInput } from '@app/core';
import { api } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** POST /api/auth/login. */
export const postLogin = (input: LoginInput) => json(api.auth.login.$post({ json: input }));

/** Signs in; on success the current user is fetched again (a sign-in refreshes it). */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: async ({ user }) => {
      client.setQueryData(webKeys.currentUser, user);
      await client.invalidateQueries({ queryKey: webKeys.currentUser });
    },
  });
}
