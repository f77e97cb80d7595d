import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@app/core';
import { ApiError, apiFetch } from '@/lib/api-client';

/** The current-user cache entry shared with the rest of the app (spec 7: GET /api/auth/user). */
export const accountKey = ['/api/auth/user'] as const;

/** The signed-in user for the user menu; null when signed out. Reads the app's cached lookup. */
export function useAccount() {
  return useQuery({
    queryKey: accountKey,
    queryFn: async (): Promise<CurrentUser | null> => {
      try {
        return await apiFetch<CurrentUser>('/api/auth/user');
      } catch (err) {
        if (err instanceof ApiError) return null;
        throw err;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
