import { asc } from 'drizzle-orm';
import type { AdminStation } from '@app/core';
import type { Db } from '../../db/client';
import { stations } from '../../db/schema';
import { adminStationJson } from './station-json';

export interface ListAdminStationsOptions {
  db: Pick<Db, 'select'>;
}

/** Every station, hidden ones included, by market then call letters. */
export async function listAdminStations({ db }: ListAdminStationsOptions): Promise<AdminStation[]> {
  return (await db.select().from(stations).orderBy(asc(stations.market), asc(stations.callLetters))).map(adminStationJson);
}
