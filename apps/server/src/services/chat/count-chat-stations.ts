import { count } from 'drizzle-orm';
import type { ChatStationCounts } from '@app/core';
import type { Db } from '../../db/client';
import { stations } from '../../db/schema';

export interface CountChatStationsOptions {
  db: Pick<Db, 'select'>;
  /** Stations the public catalogue shows (the bookable ones). */
  visible: number;
}

/** How many stations the network has, and how many of them can be booked. */
export async function countChatStations({ db, visible }: CountChatStationsOptions): Promise<ChatStationCounts> {
  const total = (await db.select({ n: count() }).from(stations))[0]?.n ?? 0;
  return { total: Math.max(total, visible), visible };
}
