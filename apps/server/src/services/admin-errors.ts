/**
 * True when a write failed on a UNIQUE constraint (optionally of `column`, as 'table.column').
 * drizzle wraps the driver's error, so the cause chain is searched too.
 */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const unique = ('code' in e && e.code === 'SQLITE_CONSTRAINT_UNIQUE') || /UNIQUE constraint failed/.test(e.message);
    if (unique && (!column || e.message.includes(column))) return true;
  }
  return false;
}
