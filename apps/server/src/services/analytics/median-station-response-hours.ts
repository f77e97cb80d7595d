import { asc, count, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stationRequests } from '../../db/schema';
import { HOUR } from '../../lib/time';

/**
 * The median hours from sending a request to its station until the station's first answer
 * through its producer link, one decimal; null before any. Operators answering for a station are
 * not counted: that time is the team's, not the station's. The middle one or two answers are read
 * from the index on response_ms, so the figure costs the same however many answers there are.
 */
export async function medianStationResponseHours(db: Pick<Db, 'select'>): Promise<number | null> {
  const answered = isNotNull(stationRequests.responseMs);
  const n = Number((await db.select({ n: count() }).from(stationRequests).where(answered))[0]?.n ?? 0);
  if (!n) return null;
  const middle = await db
    .select({ ms: stationRequests.responseMs })
    .from(stationRequests)
    .where(answered)
    .orderBy(asc(stationRequests.responseMs))
    .limit(n % 2 ? 1 : 2)
    .offset(Math.floor((n - 1) / 2));
  const ms = middle.reduce((sum, r) => sum + Number(r.ms), 0) / middle.length;
  return Math.round((ms / HOUR) * 10) / 10;
}
