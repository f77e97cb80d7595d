import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stationRequests } from '../../db/schema';
import { HOUR } from '../../lib/time';

/**
 * Hours from sending each request to its station until the station's first answer through its
 * producer link, smallest first (for the median station response time). Operators answering for a
 * station are not counted: that time is the team's, not the station's.
 */
export async function stationResponseHours(db: Pick<Db, 'select'>): Promise<number[]> {
  const rows = await db
    .select({ sentAt: stationRequests.sentAt, answeredAt: stationRequests.answeredAt })
    .from(stationRequests)
    .where(isNotNull(stationRequests.answeredAt));
  return rows.map((r) => (Date.parse(r.answeredAt as string) - Date.parse(r.sentAt)) / HOUR).sort((a, b) => a - b);
}
