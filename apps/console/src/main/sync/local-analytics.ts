// The Analytics tab answered from the replica, as the server would answer GET /api/admin/analytics:
// its cards and charts open with no round trip, offline too, and count the actions still waiting
// to sync as the lists show them. Two figures rest on what the change feed does not carry (the
// station searches that found nothing, and when stations answered through their links): those
// are the server's, as last fetched (server-figures.ts), as is the time zone the days are counted in.
import { activityDays, statusFigures, tenthsOfHours, TOP_N, type Analytics } from '@app/core';
import { FIRST_ACTIONS_AT_RANK, FIRST_ACTIONS_COUNT } from './first-actions';
import type { Replica } from './replica';
import type { ServerFigures } from './server-figures';

const countOf = (rows: Record<string, unknown>[]): number => Number(rows[0]?.n ?? 0);

/** The median delay to a first operator action, from the replica's index of them; null before any. */
function medianFirstActionMs(replica: Replica): number | null {
  const n = countOf(replica.select(FIRST_ACTIONS_COUNT));
  if (n === 0) return null;
  const middle = replica.select(FIRST_ACTIONS_AT_RANK, n % 2 ? 1 : 2, (n - 1) >> 1).map((r) => Number(r.ms));
  return middle.reduce((a, b) => a + b, 0) / middle.length;
}

/** GET /api/admin/analytics from the replica, the server's figures for what only it knows. */
export function analyticsFromReplica(replica: Replica, now: Date, server: ServerFigures): Analytics {
  const statuses = replica.select('SELECT status, count(*) AS n FROM orders GROUP BY status').map((r): [string, number] => [String(r.status), Number(r.n)]);

  const { dates, starts } = activityDays(server.timeZone, now);
  const last7Days = dates.map((date, i) => ({
    date,
    count: countOf(
      replica.select(
        'SELECT count(*) AS n FROM orders WHERE created_at >= ? AND created_at < ?',
        (starts[i] as Date).toISOString(),
        (starts[i + 1] as Date).toISOString(),
      ),
    ),
  }));

  // Markets of the stations that still exist; ties by name, as on the server.
  const topMarkets = replica
    .select(
      `SELECT json_extract(s.json, '$.market') AS market, sum(c.n) AS n
       FROM (SELECT station_id, count(*) AS n FROM orders GROUP BY station_id) c JOIN stations s ON s.id = c.station_id
       GROUP BY 1 ORDER BY n DESC, market ASC LIMIT ?`,
      TOP_N,
    )
    .map((r) => ({ market: String(r.market), count: Number(r.n) }));
  const topAgencies = replica
    .select(
      `SELECT json_extract(json, '$.agencyName') AS agency, count(*) AS n FROM orders
       WHERE json_extract(json, '$.agencyName') <> '' GROUP BY json_extract(json, '$.agencyName') ORDER BY n DESC, agency ASC LIMIT ?`,
      TOP_N,
    )
    .map((r) => ({ agencyName: String(r.agency), count: Number(r.n) }));

  return {
    ...statusFigures(statuses),
    last7Days,
    topMarkets,
    topAgencies,
    unmetDemand: server.analytics.unmetDemand,
    medianFirstActionHours: tenthsOfHours(medianFirstActionMs(replica)),
    overdueRequests: replica.overdueCount(),
    medianStationResponseHours: server.analytics.medianStationResponseHours,
  };
}
