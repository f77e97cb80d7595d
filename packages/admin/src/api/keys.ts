import type { OrderListParams, StationListParams } from './admin-api';

/** Query keys of the admin cache; every key starts with 'admin' so the host's cache never collides. */
export const adminKeys = {
  all: ['admin'] as const,
  stations: ['admin', 'stations'] as const,
  stationPage: (params: StationListParams) => ['admin', 'stations', 'list', params] as const,
  stationSummary: ['admin', 'stations', 'summary'] as const,
  stationBlackouts: (id: string) => ['admin', 'stations', id, 'blackouts'] as const,
  orders: ['admin', 'orders'] as const,
  orderList: (params: Omit<OrderListParams, 'limit' | 'offset'>) => ['admin', 'orders', 'list', params] as const,
  orderCount: ['admin', 'orders', 'count'] as const,
  order: (id: string) => ['admin', 'orders', 'one', id] as const,
  notifications: ['admin', 'notifications'] as const,
  chatQueries: ['admin', 'chat-queries'] as const,
  chatQueryList: ['admin', 'chat-queries', 'list'] as const,
  chatQuerySummary: ['admin', 'chat-queries', 'summary'] as const,
  analytics: ['admin', 'analytics'] as const,
  /** Outside 'admin': the settings do not change with the data, so a data change does not fetch them again. */
  publicConfig: ['public-config'] as const,
  webhooks: ['admin', 'webhooks'] as const,
  webhookDeliveries: (id: string) => ['admin', 'webhooks', 'deliveries', id] as const,
};
