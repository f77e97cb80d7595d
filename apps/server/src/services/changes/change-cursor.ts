import type { ChangePosition } from '../../db/change-log';

/**
 * The feed's cursor: opaque to clients, it names this database's feed (its epoch) and the last
 * log position served. Anything that does not decode to that is a cursor the feed cannot serve.
 */
export function encodeCursor(epoch: string, position: ChangePosition): string {
  return Buffer.from(`${epoch}.${position.xid}.${position.seq}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or null when it is malformed or from another database. */
export function decodeCursor(cursor: string, epoch: string): ChangePosition | null {
  return cursorPosition(cursor, epoch);
}

/**
 * The position a cursor names, or null when it is malformed (or, `epoch` given, from another
 * database): without `epoch`, for a reader that checks it after reading the meta.
 */
export function cursorPosition(cursor: string, epoch?: string): ChangePosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (parts.length !== 3 || (epoch !== undefined && parts[0] !== epoch)) return null;
  const [, xid, seq] = parts as [string, string, string];
  // Decimal, no leading zeros, within xid8/bigint range.
  const decimal = /^(0|[1-9][0-9]{0,18})$/;
  if (!decimal.test(xid) || !decimal.test(seq) || BigInt(seq) > 9223372036854775807n) return null;
  return { xid, seq };
}
