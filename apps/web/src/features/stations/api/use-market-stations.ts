import { queryOptions, useQuery } from '@tanstack/react-query';
import { stationList } from '@app/api-client';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** GET /api/stations?market=: the visible stations of one market. */
export const fetchMarketStations = (market: string, signal?: AbortSignal) => stationList(api.stations.$get({ query: { market } }, cancellable(signal)));

export const marketStationsQuery = (market: string | undefined) =>
  queryOptions({
    queryKey: webKeys.marketStations(market),
    queryFn: ({ signal }) => fetchMarketStations(market ?? '', signal),
    enabled: Boolean(market),
  });

/** The other visible stations of a market; idle until the market is known. */
export function useMarketStations(market: string | undefined) {
  return useQuery(marketStationsQuery(market));
}
