import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@app/core';
import { toast } from '@app/ui';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '@/lib/api-client';
import { accountKey } from './use-account';

/** Sign out: POST /api/auth/logout, then drop every cached query and go to / (on success or error, spec 4). */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/auth/logout', { method: 'POST' }),
    onError: (err) =>
      toast({ title: MESSAGES.logoutFailed, description: err instanceof Error ? err.message : MESSAGES.tryAgain, variant: 'destructive' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: accountKey });
      client.clear();
      client.setQueryData(accountKey, null);
      navigate('/');
    },
  });
}
