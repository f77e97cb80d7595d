import pg from 'pg';

/**
 * The text of every statement sent to PostgreSQL while `work` runs (none on SQLite): how tests
 * count the round trips a path makes.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  // Kept unbound on purpose: put back as it was afterwards, and called with the client's own `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args as [string | { text: string }];
    texts.push(typeof first === 'string' ? first : first.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return texts;
}
