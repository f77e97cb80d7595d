import { queryOptions, useQuery } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** GET /api/notifications: the active site notices. */
export const fetchNotifications = (signal?: AbortSignal) => json(api.notifications.$get(undefined, cancellable(signal)));

export const notificationsQuery = queryOptions({
  queryKey: webKeys.notifications,
  queryFn: ({ signal }) => fetchNotifications(signal),
});

/** The active notices; not asked for where `enabled` is false (pages that show none). */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery, enabled });
}
