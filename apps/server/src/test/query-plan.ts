import type { Database } from '../db/open';

/**
 * The plan of a query (drizzle's, not run), as one text: SQLite's EXPLAIN QUERY PLAN details or
 * PostgreSQL's EXPLAIN lines. On PostgreSQL `pgSettings` hold for that EXPLAIN only (e.g.
 * 'enable_seqscan = off': on a test's few rows it would rightly prefer a scan to any index).
 */
export async function queryPlan(database: Database, query: { toSQL(): { sql: string; params: unknown[] } }, pgSettings: string[] = []): Promise<string> {
  const { sql, params } = query.toSQL();
  if (database.dialect === 'sqlite') {
    const rows = database.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
    return rows.map((r) => r.detail).join('\n');
  }
  const client = await database.db.$client.connect();
  try {
    await client.query('begin');
    for (const setting of pgSettings) await client.query(`set local ${setting}`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    await client.query('rollback');
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

/** The plan's first read of a table (its outermost loop's), on either database: the line naming how the rows are found. */
export const firstRead = (plan: string): string | undefined => plan.split('\n').find((line) => /\b(SEARCH|SCAN)\b|\bScan\b/.test(line));
