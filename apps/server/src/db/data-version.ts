import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { preparedRead } from './prepared-read';
import { dataVersions } from './schema';
import { inTransaction, isSqlite } from './transaction';

/**
 * How long a data version already read is reused before the database is asked again: writes by
 * other processes (other servers on PostgreSQL, the CLI on a SQLite file) are seen within this
 * long; the catalogue promises every server within 1 s.
 */
export const VERSION_MAX_AGE_MS = 250;

/**
 * A table's data version (`data_versions`, bumped by a trigger on every write to the table), as
 * a cache built on it needs it: read before each use, so the cache is rebuilt after any write.
 *
 * Asking the database on every use would cost more than the cached answer it guards (a query
 * built and run per search: about a quarter of a cached search's CPU on SQLite, a round trip on
 * PostgreSQL), so a version read is reused for up to VERSION_MAX_AGE_MS, on both dialects.
 * Writes made through this server call `changed()` so its own next read is exact (read your
 * writes), even when a read that started before the write answers after it.
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
  let known: { version: number; at: number } | undefined;
  // Concurrent requests that find the version too old share one read.
  let reading: Promise<number> | undefined;
  // Moves with every changed(): a read that began before it must not be remembered after it.
  let writes = 0;
  return {
    read() {
      if (known && now() - known.at < VERSION_MAX_AGE_MS) return Promise.resolve(known.version);
      if (reading) return reading;
      const asked = now();
      const writesBefore = writes;
      const current: Promise<number> = query()
        .then((version) => {
          if (writes === writesBefore) known = { version, at: asked };
          return version;
        })
        .finally(() => {
          if (reading === current) reading = undefined;
        });
      reading = current;
      return current;
    },
    changed() {
      writes++;
      known = undefined;
      reading = undefined;
    },
  };
}

// Read beside every admin list's page (and in every change feed page on SQLite; PostgreSQL's feed
// reads it inside its one statement): prepared once per connection (db/prepared-read.ts).
const versionOf = preparedRead((db, p: { name: string }) =>
  db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, p.name)),
);

/**
 * A table's data version read from the database now, exact on either dialect, for a cache that
 * must never answer older than the caller's last write nor miss another process's (the admin
 * stations list: services/stations/shared-admin-station-list.ts). Unlike `dataVersion` above it
 * is not reused between calls: one indexed read of one row per use.
 *
 * - SQLite: read in a turn of the group commit, like db/analytics-version.ts (outside one, a read
 *   may see a transaction still open that may roll back, whose number would be handed out again).
 * - PostgreSQL: the trigger's UPDATE holds the row's lock until its transaction ends, so writers
 *   take their numbers one after the other in commit order: a committed read (or the one of a
 *   snapshot) names exactly the rows it can see.
 */
export async function readDataVersion(db: Db, name: string): Promise<number> {
  const read = async (tx: Db) => (await versionOf(tx, { name }))[0]?.version ?? 0;
  return isSqlite(db) ? inTransaction(db, read) : read(db);
}
