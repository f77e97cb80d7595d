import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index as pgIndex,
  integer as pgInteger,
  pgTable,
  primaryKey as pgPrimaryKey,
  text as pgText,
  uniqueIndex as pgUniqueIndex,
  type PgColumn,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * The column kinds of the schema, once per dialect, with the same names and the same JavaScript
 * values on both: every table is defined once (db/tables/) on a kit, and built from it for SQLite
 * (schema/) and for PostgreSQL (schema-pg/), so one service code reads and writes both.
 * Timestamps stay ISO 8601 text on both (a PostgreSQL `timestamptz` would come back as a Date or
 * in Postgres' own text format).
 */
export const sqliteColumns = {
  /** Primary key: a random UUID made by the application (see lib/random.ts). */
  uuidPk: () => text('id').primaryKey(),
  /**
   * Primary key numbered by the database (audit log, outbox). Let the database number rows: an id
   * inserted explicitly moves SQLite's counter but not PostgreSQL's identity sequence (a copy of
   * SQLite data into PostgreSQL must `setval` the sequences afterwards).
   */
  serialPk: () => integer('id').primaryKey({ autoIncrement: true }),
  /** ISO 8601 UTC timestamp, written by the application from the injected clock. */
  timestamp: (name: string) => text(name),
  bool: (name: string) => integer(name, { mode: 'boolean' }),
  /** Epoch milliseconds: larger than a 32-bit integer. */
  epochMs: (name: string) => integer(name),
  /** Any JSON value, parsed on read. */
  json: (name: string) => text(name, { mode: 'json' }),
  /** The created/updated pair of a row the application edits (`...k.createdUpdated()`). */
  createdUpdated: () => ({ createdAt: text('created_at').notNull(), updatedAt: text('updated_at').notNull() }),
};

/**
 * JSON kept as text on PostgreSQL too: the services build their queries from the SQLite tables,
 * whose JSON columns parse text on read, so the driver must hand back text, not jsonb's object.
 */
const pgJsonText = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => JSON.parse(value) as unknown,
});

export const pgColumns = {
  uuidPk: () => pgText('id').primaryKey(),
  serialPk: () => pgInteger('id').primaryKey().generatedByDefaultAsIdentity(),
  timestamp: (name: string) => pgText(name),
  bool: (name: string) => boolean(name),
  epochMs: (name: string) => bigint(name, { mode: 'number' }),
  json: (name: string) => pgJsonText(name),
  createdUpdated: () => ({ createdAt: pgText('created_at').notNull(), updatedAt: pgText('updated_at').notNull() }),
} satisfies Record<keyof typeof sqliteColumns, unknown>;

export const { uuidPk, serialPk, timestamp, bool, epochMs, json } = sqliteColumns;

/**
 * Everything a table definition in db/tables/ builds with: the dialect's table, plain column and
 * index functions, and the column kinds above. A definition is written against the SQLite kit's
 * types; the PostgreSQL kit has the same members, checked below.
 */
export const sqliteKit = {
  ...sqliteColumns,
  table: sqliteTable,
  text,
  integer,
  index,
  uniqueIndex,
  /** Composite primary key (a table's extra config). */
  primaryKey,
  /** Default of a timestamp column the database fills: now, as the ISO 8601 text the application writes. */
  isoNow: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
};

export type Kit = typeof sqliteKit;

export const pgKit = {
  ...pgColumns,
  table: pgTable,
  text: pgText,
  integer: pgInteger,
  index: pgIndex,
  uniqueIndex: pgUniqueIndex,
  primaryKey: pgPrimaryKey,
  isoNow: sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
} satisfies Record<keyof Kit, unknown>;

type PgColumnTwin<C> = C extends SQLiteColumn<infer Config, object, infer TypeConfig> ? PgColumn<Config, object, TypeConfig> : never;

/**
 * The PostgreSQL type of a table defined once: the SQLite build's columns (names, row types,
 * nullability, defaults) on a PostgreSQL table. schema-pg.test.ts checks at run time that both
 * builds make the same columns, indexes and keys and round-trip the same rows.
 */
export type PgTwin<T extends SQLiteTable> = PgTableWithColumns<{
  name: T['_']['name'];
  schema: undefined;
  columns: { [K in keyof T['_']['columns']]: PgColumnTwin<T['_']['columns'][K]> };
  dialect: 'pg';
}>;

/**
 * Builds the tables for PostgreSQL. The definitions are typed against the SQLite kit (one type per
 * table, however many dialects), so the PostgreSQL kit goes in under that type: at run time each
 * of its members is the same-named PostgreSQL function, and the tables come out typed as twins.
 */
export function forPostgres<T extends Record<string, SQLiteTable>>(define: (kit: Kit) => T): { [K in keyof T]: PgTwin<T[K]> } {
  return define(pgKit as unknown as Kit) as unknown as { [K in keyof T]: PgTwin<T[K]> };
}
