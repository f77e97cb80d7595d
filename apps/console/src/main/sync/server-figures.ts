// What the Analytics tab needs of the server beyond the change feed: the business time zone its
// days are counted in (GET /api/config), and the two figures made of data the feed does not carry
// (from the server's GET /api/admin/analytics). The sync engine fetches them after a pull once
// they are half a pull interval old (every timed pull, and at most every 30 seconds on pushes), and
// the replica keeps them for offline.
import { analyticsSchema, publicConfigSchema, type Analytics } from '@app/core';
import type { Replica } from './replica';

export interface ServerFigures {
  timeZone: string;
  analytics: Pick<Analytics, 'unmetDemand' | 'medianStationResponseHours'>;
}

const KEY = { timeZone: 'businessTimeZone', analytics: 'serverAnalytics', fetchedAt: 'serverAnalyticsAt' } as const;

const serverPart = analyticsSchema.pick({ unmetDemand: true, medianStationResponseHours: true });

/** The figures as last fetched, or null before the first fetch. */
export function keptServerFigures(replica: Replica): ServerFigures | null {
  const timeZone = replica.meta(KEY.timeZone);
  const analytics = replica.meta(KEY.analytics);
  return timeZone && analytics ? { timeZone, analytics: serverPart.parse(JSON.parse(analytics)) } : null;
}

/**
 * Fetches the time zone and the server's figures when either is missing or the figures are
 * `maxAgeMs` old: the zone with them, as the server's BUSINESS_TIMEZONE may change. True when
 * what is kept changed (the views read again). An answer that is not a success leaves it as it was.
 */
export async function refreshServerFigures(
  replica: Replica,
  get: (path: string) => Promise<Response>,
  { now, maxAgeMs }: { now: Date; maxAgeMs: number },
): Promise<boolean> {
  const fetchedAt = Number(replica.meta(KEY.fetchedAt) ?? 0);
  const stale = now.getTime() - fetchedAt >= maxAgeMs;
  if (!stale && replica.meta(KEY.timeZone)) return false;
  let changed = false;
  const res = await get('/api/config');
  const config = res.ok ? publicConfigSchema.safeParse(await res.json()) : null;
  if (!res.ok) await res.body?.cancel();
  if (config?.success && config.data.businessTimeZone !== replica.meta(KEY.timeZone)) {
    replica.setMeta(KEY.timeZone, config.data.businessTimeZone);
    changed = true;
  }
  if (!stale) return changed;
  const answer = await get('/api/admin/analytics');
  const figures = answer.ok ? serverPart.safeParse(await answer.json()) : null;
  if (!answer.ok) await answer.body?.cancel();
  if (!figures?.success) return changed;
  const json = JSON.stringify(figures.data);
  replica.setMeta(KEY.fetchedAt, String(now.getTime()));
  if (json === replica.meta(KEY.analytics)) return changed;
  replica.setMeta(KEY.analytics, json);
  return true;
}
