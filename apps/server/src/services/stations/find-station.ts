import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stations } from '../../db/schema';
import type { StationRow } from './station-json';

export interface FindStationOptions {
  db: Pick<Db, 'select'>;
  id: string;
}

/** The station with this id, hidden or not, contact fields included; undefined if unknown. */
export async function findStation({ db, id }: FindStationOptions): Promise<StationRow | undefined> {
  return (await db.select().from(stations).where(eq(stations.id, id)))[0];
}
