import { queryOptions } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** GET /api/chat/stats: the total and visible station counts quoted when nothing matched. */
export const chatStatsQuery = queryOptions({
  queryKey: webKeys.chatStats,
  queryFn: ({ signal }) => json(api.chat.stats.$get(undefined, cancellable(signal))),
});
