import { queryOptions } from '@tanstack/react-query';
import type { PublicStation } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/stations: every visible station, the list the assistant searches. Cached by TanStack
 * Query (never stale, spec 9), so only the first question of a visit waits for the network.
 */
export const chatStationsQuery = queryOptions({
  queryKey: ['/api/stations'] as const,
  queryFn: ({ signal }) => apiFetch<PublicStation[]>('/api/stations', { signal }),
});
