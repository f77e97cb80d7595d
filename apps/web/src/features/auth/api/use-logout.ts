import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@app/ui';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '@/lib/api-client';
import { currentUserKey } from './use-current-user';

/** POST /api/auth/logout, then drop every cached query and go to / (on success or error, spec 4). */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/auth/logout', { method: 'POST' }),
    onError: (err) => toast({ title: 'Logout failed', description: err instanceof Error ? err.message : 'Please try again.', variant: 'destructive' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: currentUserKey });
      client.clear();
      client.setQueryData(currentUserKey, null);
      navigate('/');
    },
  });
}
