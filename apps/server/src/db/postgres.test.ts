import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type TestPostgres } from '../test/postgres';
import { serviceDb } from './open';
import { closePostgres, openPostgres, pingPostgres } from './postgres';
import { selectRows } from './sql';
import { inTransaction } from './transaction';

const dropLater: TestPostgres[] = [];
afterAll(async () => {
  for (const d of dropLater) await d.drop();
});

/** Ends backend `pid` from another connection, as an operator or a restarting database does, and waits until it is gone. */
async function endBackend(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
    while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount) await new Promise((ok) => setTimeout(ok, 20));
  } finally {
    await admin.end();
  }
  // The socket has been closed by the database: let its end reach the client.
  await new Promise((ok) => setTimeout(ok, 100));
}

describe('a PostgreSQL connection ended under a transaction', () => {
  it('fails that transaction, and the server goes on: the pool drops the connection and the next query opens another', async () => {
    const fresh = await freshPostgresDatabase();
    dropLater.push(fresh);
    const pool = openPostgres(fresh.url, { poolSize: 2 });
    const db = serviceDb({ dialect: 'postgres', db: pool });
    const backendPid = async (on = db) => (await selectRows<{ pid: number }>(on, sql`select pg_backend_pid() as pid`))[0]!.pid;
    try {
      let ended: number | undefined;
      const transaction = inTransaction(db, async (tx) => {
        ended = await backendPid(tx);
        // Between two statements: the transaction holds the connection, no query runs on it.
        await endBackend(fresh.url, ended);
        await selectRows(tx, sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await expect(pingPostgres(pool)).resolves.toBeUndefined();
      expect(await backendPid()).not.toBe(ended);
    } finally {
      await closePostgres(pool);
    }
  });
});
