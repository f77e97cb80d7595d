import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, serverMessageOf } from '@app/core';
import { toast } from '@app/ui';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from './api-client';
import { currentUserKey } from './auth';

// Apart from lib/auth so that visitors' first page, which cannot sign out, skips the mutation code.

/** POST /api/auth/logout. */
export const postLogout = () => apiFetch<void>('/api/auth/logout', { method: 'POST' });

/** Signs out, then drops every cached query and goes to / (on success or error, spec 4). */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: postLogout,
    onError: (err) => toast({ title: MESSAGES.logoutFailed, description: serverMessageOf(err) ?? MESSAGES.tryAgain, variant: 'destructive' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: currentUserKey });
      client.clear();
      client.setQueryData(currentUserKey, null);
      navigate('/');
    },
  });
}
