import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@app/core';
import { ApiError, apiFetch } from '@/lib/api-client';

export const currentUserKey = ['/api/auth/user'] as const;

/** GET /api/auth/user; 401 (or any error) means signed out. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
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
