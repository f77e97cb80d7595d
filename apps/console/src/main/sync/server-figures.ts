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
 * Fetches the time zone once, and the server's figures when they are missing or `maxAgeMs` old.
 * True when the kept figures changed (the views read again). An answer that is not a success
 * leaves them as they were.
 */
export async function refreshServerFigures(
  replica: Replica,
  get: (path: string) => Promise<Response>,
  { now, maxAgeMs }: { now: Date; maxAgeMs: number },
): Promise<boolean> {
  let changed = false;
  if (!replica.meta(KEY.timeZone)) {
    const res = await get('/api/config');
    const config = res.ok ? publicConfigSchema.safeParse(await res.json()) : null;
    if (!res.ok) await res.body?.cancel();
    if (config?.success) {
      replica.setMeta(KEY.timeZone, config.data.businessTimeZone);
      changed = true;
    }
  }
  const fetchedAt = Number(replica.meta(KEY.fetchedAt) ?? 0);
  if (now.getTime() - fetchedAt < maxAgeMs) return changed;
  const res = await get('/api/admin/analytics');
  const answer = res.ok ? serverPart.safeParse(await res.json()) : null;
  if (!res.ok) await res.body?.cancel();
  if (!answer?.success) return changed;
  const json = JSON.stringify(answer.data);
  replica.setMeta(KEY.fetchedAt, String(now.getTime()));
  if (json === replica.meta(KEY.analytics)) return changed;
  replica.setMeta(KEY.analytics, json);
  return true;
}
