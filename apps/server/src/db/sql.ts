import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { isSqlite } from './transaction';

/**
 * SQL fragments whose text differs between SQLite and PostgreSQL, or which look as if they
 * might: each is written once here in a form both accept, so services never spell them.
 */

/** `value`, or 0 when it is negative (SQLite's two-argument max() is GREATEST() on PostgreSQL; CASE is both). */
export const notBelowZero = (value: SQL): SQL => sql`case when ${value} < 0 then 0 else ${value} end`;

/**
 * The rows of a raw `sql` query (aggregates the query builder cannot say). SQLite's drizzle calls
 * it `all`, PostgreSQL's `execute` (whose result carries `rows`); the text itself must be
 * portable. Counts come back as strings from PostgreSQL: wrap them in Number().
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  if (isSqlite(db)) return db.all<T>(query);
  const pg = db as unknown as { execute(q: SQL): Promise<{ rows: T[] }> };
  return (await pg.execute(query)).rows;
}
