import { getTableColumns, getTableName, is, Param, Placeholder, sql, SQL, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { InsertSet } from './insert-together';

/**
 * PostgreSQL only: the text of insertTogether's statement, built once per shape; each call only
 * encodes its values.
 *
 * Why: drizzle builds a statement's text from its query tree on every call, a parameter object
 * per value flattened again each time. For a booking's one statement (an order, two emails with
 * their bodies, three reads) that was 0.45 to 0.55 ms of the server's CPU a booking, about a
 * quarter of what the server spent on a booking on PostgreSQL. With the text kept per shape, a
 * call builds only its reads' small conditions (their values change, and they key the text) and
 * encodes its rows' values by their columns: 0.11 to 0.15 ms (tsx, 4,000 builds of each way in
 * alternating rounds, on the busy 2-core machine of issue 34). POST /api/orders with this and
 * db/named-statement.ts: docs/benchmarks.md, issue 34, fifth pass.
 *
 * Rules, in one place:
 * - the shape is each set's table, row count and the columns its rows name (undefined counts as
 *   absent), and the text of each read; every row of a set must name the same columns, and no
 *   column left out may have a default computed per insert (`$defaultFn`, `$onUpdateFn`), nor a
 *   value be raw SQL: otherwise the statement is built as before, for that call;
 * - values are encoded as drizzle encodes a parameter: null as null, anything else by its
 *   column's `mapToDriverValue`;
 * - `build` must put the inserts before the reads in the text (their parameters are taken in
 *   that order); a built statement whose parameters do not line up is used once and not kept;
 * - at most MAX_SHAPES texts are kept (the booking's are a few dozen); beyond, statements are
 *   built as before.
 */
const MAX_SHAPES = 200;

const dialect = new PgDialect();

interface Slot {
  set: number;
  row: number;
  key: string;
  encoder: { mapToDriverValue(value: unknown): unknown };
}

interface Shaped {
  text: string;
  slots: readonly Slot[];
}

const shapes = new Map<string, Shaped | null>();

/**
 * The query `build(sets, reads)` makes, its text reused from an earlier call of the same shape.
 * `reads` are the statement's read subqueries, as `build` places them after the inserts.
 */
export function togetherQuery(sets: readonly InsertSet[], reads: readonly SQL[], build: (sets: readonly InsertSet[], reads: readonly SQL[]) => SQL): Query {
  const setKeys = sets.map(shapeOf);
  if (setKeys.some((key) => key === null)) return built(build(sets, reads));
  const readQueries = reads.map((read) => dialect.sqlToQuery(read));
  const key = `${setKeys.join('\n')}\n\n${readQueries.map((read) => read.sql).join('\n')}`;
  let shaped = shapes.get(key);
  if (shaped === undefined && shapes.size < MAX_SHAPES) {
    shaped = shapeQuery(sets, setKeys as string[], reads, readQueries, build);
    shapes.set(key, shaped);
  }
  if (!shaped) return built(build(sets, reads));
  const params: unknown[] = shaped.slots.map(({ set, row, key: column, encoder }) => {
    const value = (sets[set]!.rows[row] as Record<string, unknown>)[column];
    return value === null ? null : encoder.mapToDriverValue(value);
  });
  for (const read of readQueries) params.push(...read.params);
  return { sql: shaped.text, params };
}

/** The text and parameters of `query`, as node-postgres is sent them. */
function built(query: SQL): Query {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
}

/** A set's shape (table, row count, columns named), or null when its text cannot be kept. */
function shapeOf(set: InsertSet): string | null {
  const columns = getTableColumns(set.table) as Record<string, { defaultFn?: unknown; onUpdateFn?: unknown }>;
  const [first, ...rest] = set.rows.map((row) => presentKeys(row as Record<string, unknown>));
  if (!first?.length) return null;
  const named = first.join();
  if (rest.some((keys) => keys.join() !== named)) return null;
  if (first.some((key) => !(key in columns))) return null;
  if (Object.entries(columns).some(([key, column]) => !first.includes(key) && (column.defaultFn || column.onUpdateFn))) return null;
  if (set.rows.some((row) => Object.values(row).some((value) => is(value, SQL)))) return null;
  return `${getTableName(set.table)}|${set.rows.length}|${named}`;
}

const presentKeys = (row: Record<string, unknown>): string[] =>
  Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .sort();

/** Builds the statement once with a placeholder for each value, and finds which value goes where. */
function shapeQuery(
  sets: readonly InsertSet[],
  setKeys: readonly string[],
  reads: readonly SQL[],
  readQueries: readonly Query[],
  build: (sets: readonly InsertSet[], reads: readonly SQL[]) => SQL,
): Shaped | null {
  const placeheld = sets.map((set, s) => {
    const keys = setKeys[s]!.split('|')[2]!.split(',');
    return { table: set.table, rows: set.rows.map((_, i) => Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${s}.${i}.${key}`)]))) };
  });
  const shaped = dialect.sqlToQuery(build(placeheld, reads));
  const slots: Slot[] = [];
  for (const param of shaped.params) {
    if (!is(param, Param) || !is(param.value, Placeholder)) break;
    const [set, row, key] = (param.value as Placeholder).name.split('.') as [string, string, string];
    slots.push({ set: Number(set), row: Number(row), key, encoder: param.encoder });
  }
  const readParams = readQueries.reduce((n, read) => n + read.params.length, 0);
  const values = sets.reduce((n, set, s) => n + set.rows.length * setKeys[s]!.split('|')[2]!.split(',').length, 0);
  if (slots.length !== values || shaped.params.length !== values + readParams) return null;
  return { text: shaped.sql, slots };
}
