import { createApiClient, json, page, QUEUED_HEADER, written, type Page } from '@app/api-client';
import type { ApiClient } from '@app/api-client';

type AdminRoutes = ApiClient['api']['admin'];
/** The JSON body a route of the admin API takes, as its zod schema reads it. */
type JsonOf<F> = F extends (args: infer A, ...rest: never[]) => unknown ? (A extends { json: infer J } ? J : never) : never;
type QueryOf<F> = F extends (args: infer A, ...rest: never[]) => unknown ? (A extends { query: infer Q } ? Q : never) : never;

/** What an operator may change on a request in one action (PATCH /api/admin/orders/:id). */
export type OrderChangeRequest = JsonOf<AdminRoutes['orders'][':id']['$patch']>;
/** POST /api/admin/orders/bulk: a status for, or the deletion of, several requests. */
export type BulkOrderRequest = JsonOf<AdminRoutes['orders']['bulk']['$post']>;
export type StationInput = JsonOf<AdminRoutes['stations']['$post']>;
export type StationPatch = JsonOf<AdminRoutes['stations'][':id']['$patch']>;
export type NotificationInput = JsonOf<AdminRoutes['notifications']['$post']>;
export type NotificationPatch = JsonOf<AdminRoutes['notifications'][':id']['$patch']>;
export type WebhookCreate = JsonOf<AdminRoutes['webhooks']['$post']>;
export type WebhookPatch = JsonOf<AdminRoutes['webhooks'][':id']['$patch']>;
/** A station's blackout ranges as PUT /api/admin/stations/:id/blackouts takes them. */
export type StationBlackoutInput = JsonOf<AdminRoutes['stations'][':id']['blackouts']['$put']>['blackouts'];

type OrderQuery = QueryOf<AdminRoutes['orders']['$get']>;
type StationQuery = QueryOf<AdminRoutes['stations']['$get']>;
/** GET /api/admin/stations: search, filters and sort (core's admin-station-list rule), and a page (every match without `limit`). */
export interface StationListParams {
  limit?: number;
  offset?: number;
  q?: string;
  affiliate?: string;
  visibility?: StationQuery['visibility'];
  sort?: StationQuery['sort'];
}
export interface OrderListParams {
  limit?: number;
  offset?: number;
  sort?: OrderQuery['sort'];
  status?: OrderQuery['status'];
  q?: string;
  /** Only requests past their answer deadline. */
  overdue?: boolean;
  /** Only requests waiting on their station's answer. */
  waitingOnStation?: boolean;
}

export type { Page };

export interface AdminApiOptions {
  /** Origin of the API ('' for the same origin as the page, e.g. 'http://localhost:3000' in the console). */
  baseUrl?: string;
  /** The stored admin token, if any (may be async, e.g. read from Electron's main process). */
  getToken: () => string | null | Promise<string | null>;
  /** Called when an authenticated call gets 401 (token expired or revoked). */
  onUnauthorized?: () => void;
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/** Query values as the URL carries them: numbers as text, empty ones left out. */
const queryOf = <T extends Record<string, string | number | undefined>>(q: T) =>
  Object.fromEntries(Object.entries(q).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))) as {
    [K in keyof T]?: string;
  };
const enc = encodeURIComponent;

/** The admin views' calls on the one API client: `Authorization: Bearer <token>`, no cookies. */
export function createAdminApi(opts: AdminApiOptions) {
  const root = (auth: boolean) =>
    createApiClient({
      baseUrl: opts.baseUrl,
      fetch: opts.fetch,
      // The token is the credential; cookies of the public site are not needed here.
      credentials: 'omit',
      headers: async (): Promise<Record<string, string>> => {
        const token = auth ? await opts.getToken() : null;
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
      onError: (e) => {
        if (auth && e.status === 401) opts.onUnauthorized?.();
      },
    }).api;
  const admin = root(true).admin;
  const open = root(false);
  const id = (value: string) => ({ param: { id: enc(value) } });

  return {
    /** POST /login: the token for these credentials (ApiError 401 when wrong). */
    login: async (username: string, password: string) => (await json(open.admin.login.$post({ json: { username, password } }))).token,
    logout: async () => {
      await admin.logout.$post();
    },

    /** The stations matching the search and filters in their order: a page with `limit`, else all of them; `total` counts every match. */
    listStations: (params: StationListParams = {}) => page(admin.stations.$get({ query: queryOf({ ...params }) as StationQuery })),
    /** How many stations there are, and their networks with counts (the table's heading and affiliate filter). */
    stationSummary: () => json(admin.stations.summary.$get()),
    /** Add, edit and hide/show: `queued` as for updateOrder (the console keeps these offline too). */
    createStation: (input: StationInput) => written(admin.stations.$post({ json: input })),
    updateStation: (stationId: string, input: StationPatch) => written(admin.stations[':id'].$patch({ ...id(stationId), json: input })),
    deleteStation: async (stationId: string) => {
      await admin.stations[':id'].$delete(id(stationId));
    },
    setStationVisibility: (stationId: string, isHidden: boolean) => written(admin.stations[':id'].visibility.$patch({ ...id(stationId), json: { isHidden } })),
    getStationBlackouts: (stationId: string) => json(admin.stations[':id'].blackouts.$get(id(stationId))),
    setStationBlackouts: (stationId: string, blackouts: StationBlackoutInput) =>
      json(admin.stations[':id'].blackouts.$put({ ...id(stationId), json: { blackouts } })),

    listOrders: ({ overdue, waitingOnStation, ...params }: OrderListParams = {}) =>
      page(
        admin.orders.$get({
          query: queryOf({ ...params, overdue: overdue ? 'true' : undefined, waitingOnStation: waitingOnStation ? 'true' : undefined }) as OrderQuery,
        }),
      ),
    getOrder: (orderId: string) => json(admin.orders[':id'].$get(id(orderId))),
    /**
     * PATCH: status, slot, reason, proof of airing; the answer's changeId undoes it for 10 seconds.
     * `queued`: the console kept it offline, to send when the server is back.
     */
    updateOrder: (orderId: string, change: OrderChangeRequest) => written(admin.orders[':id'].$patch({ ...id(orderId), json: change })),
    undoOrderChange: (changeId: string) => json(admin.orders.undo.$post({ json: { changeId } })),
    /** POST a note; `queued` as for updateOrder. */
    addOrderNote: (orderId: string, text: string) => written(admin.orders[':id'].notes.$post({ ...id(orderId), json: { text } })),
    deleteOrder: async (orderId: string) => {
      await admin.orders[':id'].$delete(id(orderId));
    },
    bulkOrders: (body: BulkOrderRequest) => json(admin.orders.bulk.$post({ json: body })),
    /** Undoes a single or bulk delete within the undo window (409 after it). */
    restoreOrders: (ids: string[]) => json(admin.orders.restore.$post({ json: { ids } })),

    listNotifications: () => json(admin.notifications.$get()),
    /** Create, change and delete: `queued` as for updateOrder (the console keeps these offline too). */
    createNotification: (input: NotificationInput) => written(admin.notifications.$post({ json: input })),
    updateNotification: (notificationId: string, patch: NotificationPatch) =>
      written(admin.notifications[':id'].$patch({ ...id(notificationId), json: patch })),
    deleteNotification: async (notificationId: string) => {
      const r = await admin.notifications[':id'].$delete(id(notificationId));
      return { queued: r.headers.get(QUEUED_HEADER) === '1' };
    },

    listChatQueries: (params: { limit?: number; offset?: number } = {}) => page(admin['chat-queries'].$get({ query: queryOf(params) })),
    chatQuerySummary: () => json(admin['chat-queries'].summary.$get()),

    analytics: () => json(admin.analytics.$get()),
    /** GET /api/config: the server's public settings (the business time zone its days are counted in). */
    publicConfig: () => json(open.config.$get()),

    listWebhooks: () => json(admin.webhooks.$get()),
    /** POST: the answer is the only one that carries the new endpoint's secret. */
    createWebhook: (input: WebhookCreate) => json(admin.webhooks.$post({ json: input })),
    /** PATCH: pause or resume, events, url, or `rotateSecret: true` (the answer then carries the new secret). */
    updateWebhook: (webhookId: string, patch: WebhookPatch) => json(admin.webhooks[':id'].$patch({ ...id(webhookId), json: patch })),
    deleteWebhook: async (webhookId: string) => {
      await admin.webhooks[':id'].$delete(id(webhookId));
    },
    testWebhook: (webhookId: string) => json(admin.webhooks[':id'].test.$post(id(webhookId))),
    webhookDeliveries: (webhookId: string) => json(admin.webhooks[':id'].deliveries.$get(id(webhookId))),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
/** GET /api/admin/chat-queries/summary: the Chat Queries tab's cards. */
export type ChatQuerySummary = Awaited<ReturnType<AdminApi['chatQuerySummary']>>;
/** A station's blackout range as the admin API gives it. */
export type StationBlackoutJson = Awaited<ReturnType<AdminApi['getStationBlackouts']>>['blackouts'][number];

/** Page size used to fetch every row of a list (CSV export): the most the server gives at once. */
export const MAX_PAGE = 5000;

/** Every row of a paged list, page after page. */
export async function fetchAllPages<T>(load: (offset: number, limit: number) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const { items, total } = await load(all.length, MAX_PAGE);
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}
