import { queryOptions } from '@tanstack/react-query';
import { stationList } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/**
 * GET /api/stations: every visible station, the list the assistant searches. Cached by TanStack
 * Query (never stale, like all data here), so only the first question of a visit waits for the network.
 */
export const chatStationsQuery = queryOptions({
  queryKey: webKeys.stations,
  queryFn: ({ signal }) => stationList(api.stations.$get({ query: {} }, cancellable(signal))),
});
