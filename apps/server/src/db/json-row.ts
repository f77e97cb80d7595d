import { getTableColumns, type Column, type Table } from 'drizzle-orm';

/**
 * PostgreSQL: a table's row read as a JSON value (`to_json(alias)`, or an element of a
 * `json_agg`) made into the row drizzle would have read, for statements that read several tables'
 * rows at once (services/orders/admin-order-details-statement.ts): each column under its
 * property name, mapped from the driver's value by the column itself, as drizzle maps it. Every
 * column of the schema is text, a 32-bit integer, a boolean or JSON kept as text
 * (db/schema/columns.ts), which a JSON value carries as the driver does.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown> | null | undefined): T['$inferSelect'] | null {
  if (json === null || json === undefined) return null;
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

const columnsByTable = new WeakMap<Table, [string, Column][]>();
/** A table's columns as [property name, column], in the order drizzle selects them; made once per table. */
export function columnsOf(table: Table): [string, Column][] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table) as Record<string, Column>);
    columnsByTable.set(table, columns);
  }
  return columns;
}
