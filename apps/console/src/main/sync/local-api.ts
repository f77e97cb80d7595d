// The admin API's reads, answered from the replica: the same paths, query parameters, JSON and
// paging headers as the server's, so the shared admin views run unchanged on either. A path the
// replica cannot answer (analytics before the server's own figures are kept) gives null and goes
// to the server.
import { adminStationListQuerySchema, adminStationsPage, adminStationSummaryOf, type AdminStation } from '@app/core';
import type { ApiResponse } from '../../shared/bridge';
import { analyticsFromReplica } from './local-analytics';
import type { Replica, Row } from './replica';
import { keptServerFigures } from './server-figures';

/** The most rows one list answer carries, as on the server. */
const MAX_LIMIT = 5000;
const DEFAULT_LIMIT = 500;
const RECENT_ACTIVITY_MS = 60 * 60 * 1000;

const jsonAnswer = (body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const notFound = (message: string): ApiResponse => ({ status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });

function paging(params: URLSearchParams): { limit: number; offset: number } {
  const limit = Number(params.get('limit') ?? DEFAULT_LIMIT);
  const offset = Number(params.get('offset') ?? 0);
  return {
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT,
    offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const byText = (key: string, dir: 1 | -1) => (a: Row, b: Row) => (text(a[key]) < text(b[key]) ? -dir : text(a[key]) > text(b[key]) ? dir : 0);

/** A station as the admin API lists it: the feed's row carries its blackout ranges too. */
const stationJson = ({ blackouts: _blackouts, ...station }: Row): Row => station;

/** What a list row embeds of its station, as the server's (core's AdminStationSummary). */
const stationSummaryJson = (s: Row): Row => ({
  id: s.id,
  callLetters: s.callLetters,
  affiliate: s.affiliate,
  market: s.market,
  state: s.state,
  showName: s.showName,
  rate: s.rate,
});

/**
 * An order as the admin API gives it: joined to the station as the replica holds it now, its
 * summary in a list row, the whole station in the details.
 */
function withStation(replica: Replica, order: Row, stations: Map<string, Row | null>, shape: 'summary' | 'full'): Row {
  const stationId = text(order.stationId);
  if (!stations.has(stationId)) {
    const station = replica.get('station', stationId);
    stations.set(stationId, station ? (shape === 'full' ? stationJson(station) : stationSummaryJson(station)) : null);
  }
  return { ...order, station: stations.get(stationId) ?? null };
}

const badRequest = (message: string): ApiResponse => ({ status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });

/** GET /api/admin/stations from the replica: the same query, rule (core's admin-station-list), page and count as the server's. */
function stationList(replica: Replica, params: URLSearchParams): ApiResponse {
  const parsed = adminStationListQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  const all = replica.all('station').map(stationJson) as unknown as AdminStation[];
  const { items, total } = adminStationsPage(all, parsed.data);
  return jsonAnswer(items, { 'x-total-count': String(total) });
}

/** Status history (created, then each status change) from the order's events. */
function historyOf(order: Row, events: Row[]): Row[] {
  const history: Row[] = [{ status: 'pending', at: order.createdAt, by: null }];
  for (const e of events) {
    if (e.kind !== 'status' || typeof e.to !== 'string') continue;
    const actor = text(e.actor);
    history.push({ status: e.to, at: e.at, by: actor.startsWith('admin:') ? actor.slice('admin:'.length) : null });
  }
  return history;
}

/** Drops the replica's bookkeeping field (orderId) from an event, as the admin API shows it. */
const eventJson = ({ orderId: _orderId, ...event }: Row): Row => event;

/** One order with its station, history and events (the details dialog), or null. */
export function adminOrderDetails(replica: Replica, id: string): Row | null {
  const order = replica.get('order', id);
  if (!order) return null;
  const events = replica.eventsOf(id);
  return { ...withStation(replica, order, new Map(), 'full'), history: historyOf(order, events), events: events.map(eventJson) };
}

/** Answers a GET of the admin API from the replica, or null when only the server can. */
export function answerFromReplica(replica: Replica, path: string, now: Date): ApiResponse | null {
  const url = new URL(path, 'http://replica.invalid');
  const parts = url.pathname.split('/').slice(3).map(decodeURIComponent);
  const params = url.searchParams;
  const [collection, id, sub] = parts;

  if (collection === 'analytics' && !id) {
    const server = keptServerFigures(replica);
    return server ? jsonAnswer(analyticsFromReplica(replica, now, server)) : null;
  }
  if (collection === 'stations' && !id) return stationList(replica, params);
  if (collection === 'stations' && id === 'summary' && !sub) {
    return jsonAnswer(adminStationSummaryOf(replica.all('station').map(stationJson) as unknown as AdminStation[]));
  }
  if (collection === 'stations' && id && sub === 'blackouts' && parts.length === 3) {
    const station = replica.get('station', id);
    return station ? jsonAnswer({ blackouts: Array.isArray(station.blackouts) ? station.blackouts : [] }) : notFound('Station not found');
  }
  if (collection === 'orders' && !id) {
    const { limit, offset } = paging(params);
    const sort = params.get('sort') === 'oldest' ? 'oldest' : 'newest';
    const { items, total } = replica.orders({
      sort,
      status: params.get('status') ?? undefined,
      q: params.get('q') ?? undefined,
      overdue: params.get('overdue') === 'true',
      waitingOnStation: params.get('waitingOnStation') === 'true',
      limit,
      offset,
    });
    const stations = new Map<string, Row | null>();
    return jsonAnswer(
      items.map((o) => withStation(replica, o, stations, 'summary')),
      {
        'x-total-count': String(total),
        'x-overdue-count': String(replica.overdueCount()),
        'x-waiting-on-station-count': String(replica.waitingOnStationCount()),
      },
    );
  }
  if (collection === 'orders' && id && !sub && id !== 'bulk' && id !== 'undo') {
    const order = adminOrderDetails(replica, id);
    return order ? jsonAnswer(order) : notFound('Request not found');
  }
  if (collection === 'notifications' && !id) {
    return jsonAnswer(replica.all('notification').sort((a, b) => byText('createdAt', -1)(a, b) || byText('id', -1)(a, b)));
  }
  if (collection === 'chat-queries' && !id) {
    const { limit, offset } = paging(params);
    const { items, total } = replica.chatQueries(limit, offset);
    return jsonAnswer(items, { 'x-total-count': String(total) });
  }
  if (collection === 'chat-queries' && id === 'summary' && !sub) {
    const all = replica.all('chat_query');
    const since = new Date(now.getTime() - RECENT_ACTIVITY_MS).toISOString();
    const sum = all.reduce((n, q) => n + (typeof q.resultsCount === 'number' ? q.resultsCount : 0), 0);
    return jsonAnswer({
      totalQueries: all.length,
      averageResults: all.length ? Math.round(sum / all.length) : 0,
      recentActivity: all.filter((q) => text(q.createdAt) >= since).length,
    });
  }
  return null;
}
