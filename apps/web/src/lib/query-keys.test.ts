import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { webKeys } from './query-keys';

/** Whether invalidating `filter` reaches a query cached under `key` (TanStack's own prefix match). */
function reaches(filter: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  const query = client.getQueryCache().build(client, { queryKey: key });
  return matchQuery({ queryKey: filter }, query);
}

describe('webKeys', () => {
  it('a new booking (invalidating the orders key) refreshes every view of the user’s requests', () => {
    for (const key of [webKeys.myOrders(), webKeys.myOrders('Acme'), webKeys.agencyOverview, webKeys.orderHistory('o1'), webKeys.slotOffer('o1')]) {
      expect(reaches(webKeys.orders, key)).toBe(true);
    }
  });

  it('keeps other endpoints apart from the orders key', () => {
    for (const key of [
      webKeys.manageOrder('t'),
      webKeys.trackedOrders({ email: 'a@b.co' }),
      webKeys.currentUser,
      webKeys.station('s1'),
      webKeys.notifications,
    ]) {
      expect(reaches(webKeys.orders, key)).toBe(false);
    }
  });

  it('tells a station, its availability, a market and a search apart', () => {
    const keys = [webKeys.station('s1'), webKeys.stationAvailability('s1'), webKeys.marketStations('Boston'), webKeys.stationSearch('news'), webKeys.stations];
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });
});
