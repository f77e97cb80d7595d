import { bigint, boolean, customType, integer as pgInteger, text as pgText } from 'drizzle-orm/pg-core';
import { integer, text } from 'drizzle-orm/sqlite-core';

/**
 * The column kinds of the schema, once per dialect, with the same names and the same JavaScript
 * values on both: the SQLite tables (schema/) and the PostgreSQL tables (schema-pg/) are built
 * from these so one service code reads and writes both. Timestamps stay ISO 8601 text on both
 * (a PostgreSQL `timestamptz` would come back as a Date or in Postgres' own text format).
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
} satisfies Record<keyof typeof sqliteColumns, unknown>;

export const { uuidPk, serialPk, timestamp, bool, epochMs, json } = sqliteColumns;
