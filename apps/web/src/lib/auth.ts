import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, json } from '@app/api-client';
import type { CurrentUser } from '@app/core';
import { api } from './api-client';
import { webKeys } from './query-keys';

// The session is app-wide: every feature reads the same current-user query and signs out the
// same way (./logout.ts), so they live here rather than in one feature (bulletproof-react's lib/auth).

/**
 * The server sets a readable `signed_in=1` cookie beside the HttpOnly session cookie. Without it
 * there can be no session, so visitors who never signed in are not sent on a lookup that can
 * only answer 401.
 */
export const mayHaveSession = (): boolean => typeof document !== 'undefined' && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);

/**
 * Without the hint there is no user, and that is known before any request: the cache starts with
 * it, so the first render already shows the signed-out page (no 'Loading...' in between), the
 * same one the build prerenders for `/` (src/prerender.tsx), which the browser then hydrates.
 */
export function primeCurrentUser(client: QueryClient): void {
  if (!mayHaveSession()) client.setQueryData(webKeys.currentUser, null);
}

/** GET /api/auth/user; 401 (or any error) means signed out. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!mayHaveSession()) return null;
  try {
    return await json(api.auth.user.$get());
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

/** The current user: cached 5 minutes, not retried, not refetched on focus. */
export function useCurrentUser() {
  return useQuery({
    queryKey: webKeys.currentUser,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
