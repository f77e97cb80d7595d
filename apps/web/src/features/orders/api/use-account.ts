import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@app/core';
import { ApiError, apiFetch } from '@/lib/api-client';

/**
 * The signed-in account, read through the app-wide ['/api/auth/user'] query (already loaded by
 * the router before this page shows); this feature only needs its user type.
 */
export function useAccount() {
  return useQuery({
    queryKey: ['/api/auth/user'],
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
