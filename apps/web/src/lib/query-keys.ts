/**
 * Query keys of the web app's cache, one per endpoint, each starting with the endpoint's path.
 * A key that starts with another is invalidated with it: invalidating `orders` refreshes My
 * Bookings, the agency overview, a request's history and its slot offer alike.
 */
export const webKeys = {
  currentUser: ['/api/auth/user'] as const,
  resetToken: (token: string) => ['/api/auth/reset-password', token] as const,
  orders: ['/api/orders'] as const,
  myOrders: (agencyName?: string) => (agencyName ? (['/api/orders', { agencyName }] as const) : (['/api/orders'] as const)),
  agencyOverview: ['/api/orders', 'overview'] as const,
  orderHistory: (id: string) => ['/api/orders', id, 'history'] as const,
  slotOffer: (id: string) => ['/api/orders', id, 'slot-offer'] as const,
  manageOrder: (token: string) => ['/api/orders/by-manage-token', token] as const,
  trackedOrders: (lookup: { token: string } | { email: string } | null) => ['/api/orders/by-email', lookup] as const,
  stations: ['/api/stations'] as const,
  stationSearch: (query: string, filters: object = {}) => ['/api/stations', { q: query, ...filters }] as const,
  marketStations: (market: string | undefined) => ['/api/stations', { market }] as const,
  station: (id: string | null) => ['/api/stations', id] as const,
  stationAvailability: (id: string) => ['/api/stations', id, 'availability'] as const,
  chatStats: ['/api/chat/stats'] as const,
  notifications: ['/api/notifications'] as const,
  producerRequest: (token: string) => ['/api/producer/request', token] as const,
};
