import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { freshPostgresDatabase, type TestPostgres } from '../test/postgres';
import { pingDatabase } from './introspect';
import { CHANGE_LOG_TABLES } from './change-log';
import { migrationsFolder } from './migrate';
import { pgSchema } from './postgres';
import { closeConfiguredDatabase, openConfiguredDatabase, serviceDb, type Database } from './open';
import type { Db } from './client';
import { selectRows } from './sql';
import { inTransaction } from './transaction';

const dropLater: TestPostgres[] = [];
afterAll(async () => {
  for (const d of dropLater) await d.drop();
});

async function emptyPostgres(): Promise<TestPostgres> {
  const fresh = await freshPostgresDatabase({ migrate: false });
  dropLater.push(fresh);
  return fresh;
}

/** A loopback port with nothing listening on it. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** What migrations-pg holds: its tables (schema-pg, and the change log's, kept by SQL alone) and its migrations (the journal). */
const PG_TABLES = Object.values(pgSchema).filter((v) => is(v, PgTable)).length + CHANGE_LOG_TABLES.length;
const PG_MIGRATIONS = (JSON.parse(readFileSync(join(migrationsFolder('migrations-pg'), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
  .length;

const publicTables = async (database: Database) => {
  if (database.dialect !== 'postgres') throw new Error('expected PostgreSQL');
  const { rows } = await database.db.execute<{ n: string }>(sql`select count(*) as n from information_schema.tables where table_schema = 'public'`);
  return Number(rows[0]!.n);
};

describe('openConfiguredDatabase', () => {
  it('keeps SQLite under DATA_DIR when DATABASE_URL is unset', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tvb-open-'));
    try {
      const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
      expect(database.dialect).toBe('sqlite');
      if (database.dialect !== 'sqlite') return;
      expect(database.db.$client.name).toBe(join(dataDir, 'app.db'));
      await expect(pingDatabase(database.db)).resolves.toBeUndefined();
      await closeConfiguredDatabase(database);
      await expect(pingDatabase(database.db)).rejects.toThrow(/not open/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('selects PostgreSQL with DATABASE_URL and applies its migrations at open', async () => {
    const empty = await emptyPostgres();
    const database = await openConfiguredDatabase(loadConfig({ DATABASE_URL: empty.url, DATABASE_POOL_SIZE: '3' }));
    try {
      expect(database.dialect).toBe('postgres');
      if (database.dialect !== 'postgres') return;
      expect(database.db.$client.options.max).toBe(3);
      expect(await publicTables(database)).toBe(PG_TABLES);
      await expect(pingDatabase(database.db)).resolves.toBeUndefined();
    } finally {
      await closeConfiguredDatabase(database);
    }
  });

  it('lets several servers start on one new database at once: each migration runs once', async () => {
    const empty = await emptyPostgres();
    const config = loadConfig({ DATABASE_URL: empty.url });
    const servers = await Promise.all([1, 2, 3].map(() => openConfiguredDatabase(config)));
    try {
      const { rows } = await empty.db.execute<{ n: string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`);
      expect(Number(rows[0]!.n)).toBe(PG_MIGRATIONS);
      expect(await publicTables(servers[0]!)).toBe(PG_TABLES);
    } finally {
      for (const s of servers) await closeConfiguredDatabase(s);
    }
  });

  it('fails the ping, not the process, while PostgreSQL is unreachable; and refuses to start on it', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/spotlight`;
    const config = loadConfig({ DATABASE_URL: url });
    const database = await openConfiguredDatabase(config, { migrate: false, connectionTimeoutMs: 1000 });
    try {
      await expect(pingDatabase(database.db)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await closeConfiguredDatabase(database);
    }
    await expect(openConfiguredDatabase(config, { connectionTimeoutMs: 1000 })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('answers the ping again after the server ended every connection (a restart, a failover)', async () => {
    const empty = await emptyPostgres();
    const database = await openConfiguredDatabase(loadConfig({ DATABASE_URL: empty.url }));
    try {
      await pingDatabase(database.db);
      // Every connection of this database ended by the server, as a restart or failover would.
      await empty.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      // The pool replaces dropped connections: the next ping reconnects.
      await expect(pingDatabase(database.db).catch(() => pingDatabase(database.db))).resolves.toBeUndefined();
      await expect(pingDatabase(database.db)).resolves.toBeUndefined();
    } finally {
      await closeConfiguredDatabase(database);
    }
  });

  it('fails only the transaction whose connection the server ended, and goes on with another connection', async () => {
    const empty = await emptyPostgres();
    const database = await openConfiguredDatabase(loadConfig({ DATABASE_URL: empty.url }));
    const db = serviceDb(database);
    const backendPid = async (on: Db = db) => (await selectRows<{ pid: number }>(on, sql`select pg_backend_pid() as pid`))[0]!.pid;
    try {
      let ended: number | undefined;
      const transaction = inTransaction(db, async (tx) => {
        ended = await backendPid(tx);
        // Between two statements: the transaction holds the connection, no query runs on it.
        await empty.db.execute(sql`select pg_terminate_backend(${ended})`);
        while ((await empty.db.execute(sql`select 1 from pg_stat_activity where pid = ${ended}`)).rows.length) await sleep(20);
        // The database has closed the socket: let its end reach the client.
        await sleep(100);
        await selectRows(tx, sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await expect(pingDatabase(database.db)).resolves.toBeUndefined();
      expect(await backendPid()).not.toBe(ended);
    } finally {
      await closeConfiguredDatabase(database);
    }
  });
});
