import { queryOptions } from '@tanstack/react-query';
import type { ChatStationCounts } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** GET /api/chat/stats: the total and visible station counts quoted when nothing matched. */
export const chatStatsQuery = queryOptions({
  queryKey: ['/api/chat/stats'] as const,
  queryFn: ({ signal }) => apiFetch<ChatStationCounts>('/api/chat/stats', { signal }),
});
