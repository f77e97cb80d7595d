import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, serverMessageOf } from '@app/core';
import { toast } from '@app/ui';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { webKeys } from './query-keys';

// Apart from lib/auth so that visitors' first page, which cannot sign out, skips the mutation code.

/** POST /api/auth/logout. */
export const postLogout = async () => {
  await api.auth.logout.$post();
};

/** Goes to / and signs out, then drops every cached query (on success or error: a failed sign-out must not leave a signed-in view). */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: postLogout,
    // Leave first: a signed-in page that sees the user gone would send the visitor to sign in.
    onMutate: () => navigate('/'),
    onError: (err) => toast({ title: MESSAGES.logoutFailed, description: serverMessageOf(err) ?? MESSAGES.tryAgain, variant: 'destructive' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: webKeys.currentUser });
      client.clear();
      client.setQueryData(webKeys.currentUser, null);
    },
  });
}
