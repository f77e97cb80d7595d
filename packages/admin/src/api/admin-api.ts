import type {
  AdminLoginResponse,
  AdminOrder,
  AdminOrderChange,
  AdminStation,
  Analytics,
  ApiErrorBody,
  ChatQuery,
  Notification,
  NotificationFormValues,
  OrderStatus,
  SlotFormat,
  StationFormValues,
} from '@app/core';

/** What an operator may change on a request in one action. */
export interface OrderChangeRequest {
  status?: OrderStatus;
  /** Shown to the customer on a cancellation. */
  reason?: string | null;
  slot?: { startsAt: string; timeZone?: string; format: SlotFormat; callTime?: string | null; producerNote?: string | null };
  airedAt?: string;
  clipUrl?: string;
}

/** A non-OK answer. Its message is 'STATUS: body' (spec 7), so the @app/core error helpers can read it. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'AdminApiError';
  }
}

export interface AdminApiOptions {
  /** Origin of the API ('' for the same origin as the page, e.g. 'http://localhost:3000' in the console). */
  baseUrl?: string;
  /** The stored admin token, if any (may be async, e.g. read from Electron's main process). */
  getToken: () => string | null | Promise<string | null>;
  /** Called when an authenticated call gets 401 (token expired or revoked). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export interface Page<T> {
  items: T[];
  /** The X-Total-Count header: how many match, across all pages. */
  total: number;
  /** The X-Overdue-Count header of the requests list: requests past their answer deadline. */
  overdue?: number;
}

export interface OrderListParams {
  limit?: number;
  offset?: number;
  sort?: 'newest' | 'oldest';
  status?: OrderStatus;
  q?: string;
  /** Only requests past their answer deadline. */
  overdue?: boolean;
}

export interface ChatQuerySummary {
  totalQueries: number;
  averageResults: number;
  recentActivity: number;
}

export type BulkOrderRequest = { ids: string[]; action: 'delete' } | { ids: string[]; action: 'status'; status: OrderStatus };

type Query = Record<string, string | number | undefined>;

const queryString = (q: Query = {}) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** The admin API client: fetch with `Authorization: Bearer <token>`, JSON in and out. */
export function createAdminApi(opts: AdminApiOptions) {
  const base = (opts.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function send(method: string, path: string, init: { json?: unknown; query?: Query; auth?: boolean } = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    if (init.auth !== false) {
      const token = await opts.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const res = await doFetch(`${base}/api/admin${path}${queryString(init.query)}`, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      // The token is the credential; cookies of the public site are not needed here.
      credentials: 'omit',
    });
    if (!res.ok) {
      const text = await res.text();
      let body: ApiErrorBody | undefined;
      try {
        body = JSON.parse(text) as ApiErrorBody;
      } catch {
        body = undefined;
      }
      if (res.status === 401 && init.auth !== false) opts.onUnauthorized?.();
      throw new AdminApiError(res.status, body, text || res.statusText);
    }
    return res;
  }

  const json = async <T>(method: string, path: string, init?: { json?: unknown; query?: Query; auth?: boolean }) =>
    (await (await send(method, path, init)).json()) as T;
  const none = async (method: string, path: string, init?: { json?: unknown }) => {
    await send(method, path, init);
  };
  const page = async <T>(path: string, query: Query): Promise<Page<T>> => {
    const res = await send('GET', path, { query });
    const items = (await res.json()) as T[];
    const overdue = res.headers.get('X-Overdue-Count');
    return { items, total: Number(res.headers.get('X-Total-Count') ?? items.length), ...(overdue === null ? {} : { overdue: Number(overdue) }) };
  };
  const enc = encodeURIComponent;

  return {
    /** POST /login: the token for these credentials (AdminApiError 401 when wrong). */
    login: async (username: string, password: string) =>
      (await json<AdminLoginResponse>('POST', '/login', { json: { username, password }, auth: false })).token,
    logout: () => none('POST', '/logout'),

    listStations: () => json<AdminStation[]>('GET', '/stations'),
    createStation: (input: StationFormValues) => json<AdminStation>('POST', '/stations', { json: input }),
    updateStation: (id: string, input: Partial<StationFormValues>) => json<AdminStation>('PATCH', `/stations/${enc(id)}`, { json: input }),
    deleteStation: (id: string) => none('DELETE', `/stations/${enc(id)}`),
    setStationVisibility: (id: string, isHidden: boolean) =>
      json<AdminStation>('PATCH', `/stations/${enc(id)}/visibility`, { json: { isHidden } }),
    getStationBlackouts: (id: string) => json<{ blackouts: StationBlackoutJson[] }>('GET', `/stations/${enc(id)}/blackouts`),
    setStationBlackouts: (id: string, blackouts: StationBlackoutJson[]) =>
      json<{ blackouts: StationBlackoutJson[] }>('PUT', `/stations/${enc(id)}/blackouts`, { json: { blackouts } }),

    listOrders: ({ overdue, ...params }: OrderListParams = {}) => page<AdminOrder>('/orders', { ...params, overdue: overdue ? 'true' : undefined }),
    getOrder: (id: string) => json<AdminOrder>('GET', `/orders/${enc(id)}`),
    /** PATCH: status, slot, reason, proof of airing; the answer's changeId undoes it for 10 seconds. */
    updateOrder: (id: string, change: OrderChangeRequest) => json<AdminOrderChange>('PATCH', `/orders/${enc(id)}`, { json: change }),
    undoOrderChange: (changeId: string) => json<{ undone: string[] }>('POST', '/orders/undo', { json: { changeId } }),
    addOrderNote: (id: string, text: string) => json<AdminOrder>('POST', `/orders/${enc(id)}/notes`, { json: { text } }),
    deleteOrder: (id: string) => none('DELETE', `/orders/${enc(id)}`),
    bulkOrders: (body: BulkOrderRequest) => json<{ done: string[]; missing: string[]; changeId: string | null }>('POST', '/orders/bulk', { json: body }),

    listNotifications: () => json<Notification[]>('GET', '/notifications'),
    createNotification: (input: NotificationFormValues) => json<Notification>('POST', '/notifications', { json: input }),
    updateNotification: (id: string, patch: Partial<NotificationFormValues>) =>
      json<Notification>('PATCH', `/notifications/${enc(id)}`, { json: patch }),
    deleteNotification: (id: string) => none('DELETE', `/notifications/${enc(id)}`),

    listChatQueries: (params: { limit?: number; offset?: number } = {}) => page<ChatQuery>('/chat-queries', params),
    chatQuerySummary: () => json<ChatQuerySummary>('GET', '/chat-queries/summary'),

    analytics: () => json<Analytics>('GET', '/analytics'),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

/** Page size used to fetch every row of a list (CSV export): the most the server gives at once. */
export const MAX_PAGE = 5000;

/** Every row of a paged list, page after page. */
/** A station's blackout range as the admin API gives and takes it. */
export interface StationBlackoutJson {
  from: string;
  to: string;
  note: string | null;
}

export async function fetchAllPages<T>(load: (offset: number, limit: number) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const { items, total } = await load(all.length, MAX_PAGE);
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}
