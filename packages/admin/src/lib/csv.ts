/** One column of a CSV export: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

// A spreadsheet treats a cell starting with one of these as a formula (CSV injection, OWASP),
// also behind leading spaces, control characters or invisible marks, which spreadsheets skip
// (" =1+1", "\u0000=cmd", "\u200B@SUM"); a cell starting with a tab or carriage return is
// suspect in itself.
const FORMULA_START =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /^(?:[\t\r]|[\s\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * A text cell made safe for spreadsheets: one starting with = + - @ (or tab / carriage return),
 * even behind leading spaces or control characters, gets a leading single quote, so it is shown
 * as text rather than run as a formula. Numbers are data, never formulas, and are left alone.
 */
export function neutralizeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: a field with a comma, quote, CR or LF is quoted and its quotes doubled. */
export function quoteField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** RFC 4180 CSV: a header line, then one line per row, CRLF line breaks, cells neutralised and quoted. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const line = (cells: string[]) => cells.map(quoteField).join(',');
  const lines = [line(columns.map((c) => neutralizeCell(c.header)))];
  for (const row of rows) lines.push(line(columns.map((c) => neutralizeCell(c.value(row)))));
  return `${lines.join('\r\n')}\r\n`;
}

/** 'stations-2026-11-20.csv': a file name with the local date. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export const CSV_MIME = 'text/csv;charset=utf-8';
