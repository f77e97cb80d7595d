import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { selectNamed } from './named-statement';
import { selectRows } from './sql';
import { inTransaction, isSqlite } from './transaction';

/** The PostgreSQL version's statement (readAnalyticsVersion); its text never changes. */
const versionStatement = sql`select coalesce((select xid::text || '.' || seq::text from change_log
          where xid < pg_snapshot_xmin(pg_current_snapshot()) order by xid desc, seq desc limit 1), '0')
        || '/' || coalesce((select md5(string_agg(xid::text || '.' || seq::text, ',' order by xid, seq)) from change_log
          where xid >= pg_snapshot_xmin(pg_current_snapshot())), '')
        || '/' || coalesce((select version::text from data_versions where name = 'unmet_searches'), '0') as v`;

/**
 * The version of everything the admin analytics read (services/analytics/shared-analytics.ts):
 * two answers with the same version were computed from the same rows. One cheap statement on
 * either dialect, read from the database itself, so a write by another process (another server
 * on the same PostgreSQL, the CLI on the SQLite file) moves it as much as one of ours.
 *
 * Every input of the analytics but one is in the change log (docs/decisions/0015), moved in the
 * transaction of each write: orders (their counters follow them), order events (the first
 * actions), chat queries, stations (their markets); station requests change only with their
 * order. The exception, landing-page searches that found nothing, has its own data_versions row
 * (migration unmet_searches_version).
 *
 * - SQLite: change_log's AUTOINCREMENT counter (never handed out twice, so it only grows with each
 *   change) and the unmet_searches version, read in a turn of the group commit (outside one, a
 *   read may see a transaction that is still open and may roll back, and whose numbers would then
 *   be handed out again).
 * - PostgreSQL: sequence numbers are not commit-ordered (a transaction may take seq 7 and commit
 *   after another committed seq 8), so "the newest seq" would miss the later commit. The version
 *   is instead the newest log position of the transactions below the snapshot's xmin (all ended)
 *   and a digest of the positions at or above it that the snapshot sees: a transaction that
 *   commits later either had an xid below the old xmin (impossible: those had all ended) or
 *   leaves a position at or above it, which raises the first part once xmin passes it or changes
 *   the digest until then. Writes to other tables move xmin but neither part. With no writer
 *   running the digest covers no row; both parts are index range scans on (xid, seq).
 */
export async function readAnalyticsVersion(db: Db): Promise<string> {
  if (isSqlite(db)) {
    return inTransaction(db, async (tx) => {
      const [row] = await selectRows<{ v: string }>(
        tx,
        sql`select coalesce((select seq from sqlite_sequence where name = 'change_log'), 0) || '.' ||
          coalesce((select version from data_versions where name = 'unmet_searches'), 0) as v`,
      );
      return row?.v ?? '';
    });
  }
  // Read by every analytics and chat-queries call: prepared once per connection (db/named-statement.ts).
  const [row] = await selectNamed<{ v: string }>(db, versionStatement);
  return row?.v ?? '';
}
