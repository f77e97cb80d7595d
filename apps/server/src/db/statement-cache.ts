import type Database from 'better-sqlite3';

/**
 * SQLite only: reuses prepared statements by their SQL text instead of preparing one per query.
 *
 * Why: drizzle's better-sqlite3 driver prepares every query it runs (`client.prepare(sql)`), and
 * the services build their queries with drizzle's query builder, which both dialects share, so
 * the SQL text of a service's query is the same on every call. Preparing made about a twentieth
 * of a booking's CPU in a profile of POST /api/orders; a cache hit is a map lookup.
 *
 * Rules, in one place:
 * - at most `max` statements are kept, the least recently used dropped first (queries are the
 *   services', not the users': a few hundred texts at most);
 * - a statement is handed out in its default mode: drizzle switches readers to raw rows (arrays)
 *   and other callers use pluck or expand, modes a statement keeps until changed back;
 * - a statement busy iterating (`iterate()`, which nothing here uses) is never handed out again
 *   meanwhile: the caller gets a fresh one.
 */
export function cacheStatements(sqlite: Database.Database, max = 500): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      // Most recently used last: Map keeps insertion order.
      cache.delete(source);
      cache.set(source, cached);
      if (cached.reader) cached.raw(false).pluck(false).expand(false);
      return cached;
    }
    const statement = prepare(source);
    if (!cached) {
      cache.set(source, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value as string);
    }
    return statement;
  }) as Database.Database['prepare'];
}
