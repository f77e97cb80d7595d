import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL only: runs a statement of the booking path or of the admin reads as a named prepared
 * statement, so each connection parses it once instead of on every call.
 *
 * Why: node-postgres sends a query without a name as the unnamed statement, which PostgreSQL
 * parses, analyses and plans again each time. A booking's one statement (db/insert-together.ts:
 * the order, its emails and three reads, with the change-log and counter triggers behind the
 * insert) spent about 0.3 ms in parse and 0.3 ms in bind (planning) for 0.75 ms of execution
 * (log_min_duration_statement on a warm connection): nearly half its server time before it ran.
 * Named, the text is parsed once per connection and, after PostgreSQL's five custom plans, its
 * generic plan is kept: only bind and execute remain. Measured (issue 34) by running the booking's
 * statement between BEGIN and COMMIT on one connection, unnamed and named in alternating rounds
 * of 200: 2.6 ms of the backend's CPU a booking unnamed, 1.8 ms named (client side 0.96 and
 * 0.86 ms). POST /api/orders with this and db/together-text.ts: docs/benchmarks.md, issue 34,
 * fifth pass. The admin reads that every request makes (the token's lookup, db/prepared-read.ts;
 * a list's counters, db/list-counters.ts; the analytics' version, db/analytics-version.ts) spent
 * as long again in parse and planning as in execution: named since the ninth pass.
 *
 * Rules, in one place:
 * - the name is a hash of the text, so two texts never share a name and a connection that has
 *   prepared a text finds it again under the same name (node-postgres tracks what each of its
 *   connections has prepared, and parses a name only once there);
 * - at most `MAX_NAMED` texts per process get a name; any other runs unnamed as before. Each
 *   name costs a cached plan in every pooled connection's backend. The booking's texts are a
 *   few dozen (one per row count, set and read present), the admin reads' about twenty (a request
 *   list's page has one text per combination of its filters and order; a text search's page is
 *   never named: its text varies with what it finds), so the bound is not reached by them;
 * - only for statements whose plan does not hang on the values: PostgreSQL keeps a generic plan
 *   after five custom ones only when it costs no more than they did;
 * - only for statements whose text is built from the code, never from user input (values are
 *   parameters), and whose result is read as rows of plain values: the rows come back as
 *   drizzle's `execute` returns them.
 */
const MAX_NAMED = 100;

const names = new Map<string, string>();

/** The prepared-statement name of `text`, or undefined once MAX_NAMED texts have one. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** The PostgreSQL handle's session, as drizzle exposes it on a database or transaction (`_`). */
interface PgHandle {
  _: {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string | undefined,
        isResponseInArrayMode: boolean,
      ): { execute(): Promise<{ rows: Record<string, unknown>[] }> };
    };
  };
}

/** What `tx.execute(sql)` answers on PostgreSQL for `query` (its text and parameters), prepared once per connection. */
export function executeNamed(tx: object, query: Query): Promise<{ rows: Record<string, unknown>[] }> {
  return (tx as PgHandle)._.session.prepareQuery(query, undefined, statementName(query.sql), false).execute();
}

const dialect = new PgDialect();

/** The rows of `query` (raw `sql`, read by column name) run by `tx` on PostgreSQL as executeNamed runs it. */
export async function selectNamed<T>(tx: object, query: SQL): Promise<T[]> {
  return (await executeNamed(tx, dialect.sqlToQuery(query))).rows as T[];
}
