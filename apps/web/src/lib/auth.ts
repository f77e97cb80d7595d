import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, serverMessageOf, type CurrentUser } from '@app/core';
import { toast } from '@app/ui';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiFetch } from './api-client';

// The session is app-wide: every feature reads the same current-user query and signs out the
// same way, so they live here rather than in one feature (bulletproof-react's lib/auth).

export const currentUserKey = ['/api/auth/user'] as const;

/**
 * The server sets a readable `signed_in=1` cookie beside the HttpOnly session cookie. Without it
 * there can be no session, so visitors who never signed in are not sent on a lookup that can
 * only answer 401.
 */
export const mayHaveSession = (): boolean => /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);

/** GET /api/auth/user; 401 (or any error) means signed out. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!mayHaveSession()) return null;
  try {
    return await apiFetch<CurrentUser>('/api/auth/user');
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

/** The current user: cached 5 minutes, not retried, not refetched on focus (spec 7). */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

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
