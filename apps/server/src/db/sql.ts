import { sql, type Column, type SQL } from 'drizzle-orm';
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

/**
 * `query` (a select) locking the rows it returns and skipping rows another transaction has locked
 * (`FOR UPDATE SKIP LOCKED`), so concurrent workers on several servers each take different rows.
 * PostgreSQL only: SQLite has one writer at a time, whose transactions never overlap, so the
 * select is left as it is there.
 */
export function forUpdateSkipLocked<Q extends object>(query: Q): Q {
  const pg = query as Q & { for?: (strength: 'update', config: { skipLocked: true }) => Q };
  return typeof pg.for === 'function' ? pg.for('update', { skipLocked: true }) : query;
}

/**
 * `query` (a select) locking the rows it returns until the transaction ends (`FOR UPDATE`).
 * PostgreSQL only, as above: a SQLite transaction that writes has the whole file to itself.
 */
export function forUpdate<Q extends object>(query: Q): Q {
  const pg = query as Q & { for?: (strength: 'update') => Q };
  return typeof pg.for === 'function' ? pg.for('update') : query;
}

/**
 * Whether other app servers may work on this database at the same time. A SQLite file is served
 * by one process; PostgreSQL may be shared by several servers behind a proxy. Work that only
 * needs marking to keep other servers off it (an email a worker is sending) is marked only then.
 */
export const sharedByServers = (db: Db): boolean => !isSqlite(db);

/**
 * Whether `err` (as drizzle throws it, the driver's error in its cause chain) is a unique
 * constraint refusing a write, on `target` ('table.column') when given. SQLite names the column
 * in its message ("UNIQUE constraint failed: orders.order_number"); PostgreSQL gives SQLSTATE
 * 23505, the table, and the key in its detail ("Key (order_number)=(…) already exists.").
 */
export function isUniqueViolation(err: unknown, target?: `${string}.${string}`): boolean {
  const [table, column] = target?.split('.') ?? [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const sqlite = /UNIQUE constraint failed: (.*)$/.exec(e.message);
    if (sqlite) return !target || sqlite[1]!.split(', ').includes(target);
    const pg = e as Error & { code?: string; table?: string; detail?: string };
    if (pg.code === '23505') return !target || (pg.table === table && Boolean(pg.detail?.startsWith(`Key (${column})=`)));
  }
  return false;
}

/** `text` as a LIKE pattern matching any text that contains it: %, _ and \ in `text` taken literally. */
export const containingPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * `column` contains `text`, ignoring case. SQLite's LIKE ignores ASCII case only, so a text with
 * other letters ('élodie') is compared by `contains_folded` (registered in db/client.ts), which
 * lowers both sides as lower() does on PostgreSQL; LIKE, native and faster, serves the rest.
 * PostgreSQL's ILIKE compares lower() of both sides in a UTF-8 database, so the same answer is
 * `strpos(lower(column), lower(text)) > 0`, which costs less where every row is checked: ILIKE
 * lowers the pattern again for every row (a count over a million orders' five searched columns,
 * 1.1 s against 0.7). An ILIKE that an index must serve is written where that index is read
 * (db/order-search.ts).
 */
export function containsText(db: Db, column: Column | SQL, text: string): SQL {
  if (!isSqlite(db)) return sql`strpos(lower(${column}), lower(${text})) > 0`;
  return ASCII_ONLY.test(text) ? sql`${column} LIKE ${containingPattern(text)} ESCAPE '\\'` : sql`contains_folded(${column}, ${text.toLowerCase()})`;
}

/** Printable ASCII: the search's texts hold no control characters (the validators refuse them). */
const ASCII_ONLY = /^[ -~]*$/;

/**
 * ORDER BY terms for rows by creation time, ties by id (a UUIDv7, ordered by the time it was
 * made, so in the order they were written), as the indexes on the creation column hold them
 * (db/tables/orders.ts): a walk of that index needs no sort. With `fewMatches` (a text search) the
 * creation column is written so that the planner does not walk that index where it cannot tell
 * how few rows a condition keeps (a scan that sorts the few matches beats reading every row in
 * date order): a unary '+' on SQLite, `|| ''` (the same text, in the same collation) on PostgreSQL.
 */
export function byCreation(db: Db, columns: { createdAt: Column; id: Column }, dir: 'asc' | 'desc', opts: { fewMatches?: boolean } = {}): SQL[] {
  const direction = sql.raw(dir);
  const created = !opts.fewMatches ? sql`${columns.createdAt}` : isSqlite(db) ? sql`+${columns.createdAt}` : sql`(${columns.createdAt} || '')`;
  return [sql`${created} ${direction}`, sql`${columns.id} ${direction}`];
}

/**
 * `column` is one of `ids`, the ids sent as one parameter (a JSON array read by json_each on
 * SQLite, a text[] on PostgreSQL). For long lists (the change feed's page of 1,000): drizzle's
 * inArray makes one placeholder per id, and checking and binding those, preparing a statement of
 * a thousand placeholders and (PostgreSQL) planning a list of a thousand constants cost more than
 * reading the rows. Both still look each id up in the column's index.
 */
export function inIdList(db: Pick<Db, 'select'>, column: Column, ids: readonly string[]): SQL {
  return isSqlite(db as Db) ? sql`${column} in (select value from json_each(${JSON.stringify(ids)}))` : sql`${column} = any(${sql.param(ids)}::text[])`;
}
