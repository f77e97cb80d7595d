import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { dataVersions } from './schema';
import { isSqlite } from './transaction';

/**
 * How often a PostgreSQL server asks for a data version it already knows: other servers' writes
 * are seen within this long (the catalogue promises every server within 1 s).
 */
export const PG_VERSION_MAX_AGE_MS = 250;

/**
 * A table's data version (`data_versions`, bumped by a trigger on every write to the table), as
 * a cache built on it needs it: read before each use, so the cache is rebuilt after any write.
 *
 * - SQLite: read from the database every time. One indexed row on the local file costs
 *   microseconds, and it is exact at once whoever wrote (this server or the CLI).
 * - PostgreSQL: a round trip per read would cost more than the cached answer it guards, so the
 *   version read is reused for up to PG_VERSION_MAX_AGE_MS. Writes made through this server call
 *   `changed()` so its own next read is exact (read your writes); other servers' writes are seen
 *   within that age.
 */
export interface DataVersion {
  read(): Promise<number>;
  /** This server just wrote the table: the next read goes to the database. */
  changed(): void;
}

export function dataVersion(db: Db, name: string, now: () => number = Date.now): DataVersion {
  const query = async () => {
    const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, name));
    return row?.version ?? 0;
  };
  if (isSqlite(db)) return { read: query, changed: () => {} };

  let known: { version: number; at: number } | undefined;
  // Concurrent requests that find the version too old share one read.
  let reading: Promise<number> | undefined;
  return {
    read() {
      if (known && now() - known.at < PG_VERSION_MAX_AGE_MS) return Promise.resolve(known.version);
      const asked = now();
      reading ??= query()
        .then((version) => {
          known = { version, at: asked };
          return version;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },
    changed() {
      known = undefined;
    },
  };
}
