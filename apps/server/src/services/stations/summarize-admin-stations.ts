import { count } from 'drizzle-orm';
import { orderAffiliateCounts, type AdminStationSummaryCounts } from '@app/core';
import type { Db } from '../../db/client';
import { stations } from '../../db/schema';

export interface SummarizeAdminStationsOptions {
  db: Pick<Db, 'select'>;
}

/** How many stations there are, and each network with its count, most common first (the affiliate filter). */
export async function summarizeAdminStations({ db }: SummarizeAdminStationsOptions): Promise<AdminStationSummaryCounts> {
  const rows = await db.select({ affiliate: stations.affiliate, count: count() }).from(stations).groupBy(stations.affiliate);
  const affiliates = orderAffiliateCounts(rows.map((r) => ({ affiliate: r.affiliate, count: Number(r.count) })));
  return { total: affiliates.reduce((n, a) => n + a.count, 0), affiliates };
}
