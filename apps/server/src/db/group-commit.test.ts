import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client';
import { groupCommit } from './group-commit';

// A real SQLite file in WAL mode, and a second connection that sees only what is committed.
let dir: string;
let db: Db;
let reader: Database.Database;
const committed = () => reader.prepare('select n from t order by n').pluck().all();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tvb-group-'));
  db = openDatabase(join(dir, 'app.db'));
  db.$client.exec('create table t (n integer primary key)');
  reader = new Database(join(dir, 'app.db'), { readonly: true });
});
afterEach(() => {
  reader.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (n: number) => () => db.$client.prepare('insert into t (n) values (?)').run(n).changes;

describe('groupCommit', () => {
  it('commits the writes queued in one turn together, once, after all of them ran', async () => {
    let seenByReaderDuringThird: unknown[] = [];
    const writes = [
      groupCommit(db).run(insert(1)),
      groupCommit(db).run(insert(2)),
      groupCommit(db).run(() => {
        // Both earlier writes ran in this same transaction; none is committed yet.
        expect(db.$client.inTransaction).toBe(true);
        expect(db.$client.prepare('select count(*) from t').pluck().get()).toBe(2);
        seenByReaderDuringThird = committed();
        return insert(3)();
      }),
    ];
    expect(committed()).toEqual([]); // nothing runs before the turn ends
    expect(await Promise.all(writes)).toEqual([1, 1, 1]);
    expect(seenByReaderDuringThird).toEqual([]);
    expect(committed()).toEqual([1, 2, 3]);
  });

  it('rolls back a failing write alone and rejects only its promise', async () => {
    const results = await Promise.allSettled([
      groupCommit(db).run(insert(1)),
      groupCommit(db).run(() => {
        insert(2)();
        insert(1)(); // primary key clash: this work's own row 2 goes too
      }),
      groupCommit(db).run(insert(3)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committed()).toEqual([1, 3]);
  });

  it('fails the whole group when SQLite rolls the transaction back, and runs nothing after that outside it', async () => {
    // What SQLite does on disk full or an I/O error: the transaction is gone along with the error.
    const results = await Promise.allSettled([
      groupCommit(db).run(insert(1)),
      groupCommit(db).run(() => {
        db.$client.exec('rollback');
        throw new Error('disk I/O error');
      }),
      groupCommit(db).run(insert(3)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/disk I\/O error/);
    expect(committed()).toEqual([]);
    expect(db.$client.inTransaction).toBe(false);
    // The connection is usable again for the next group.
    await groupCommit(db).run(insert(4));
    expect(committed()).toEqual([4]);
  });

  it('starts a new group for writes queued after a group committed', async () => {
    await groupCommit(db).run(insert(1));
    expect(committed()).toEqual([1]);
    await groupCommit(db).run(insert(2));
    expect(committed()).toEqual([1, 2]);
  });

  it('rejects every write of the group when the commit cannot take place', async () => {
    // Another connection holds the write lock past the busy timeout: BEGIN IMMEDIATE fails.
    const blocker = new Database(join(dir, 'app.db'));
    db.$client.pragma('busy_timeout = 0');
    blocker.exec('begin immediate');
    try {
      const results = await Promise.allSettled([groupCommit(db).run(insert(1)), groupCommit(db).run(insert(2))]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/locked|busy/i);
    } finally {
      blocker.exec('rollback');
      blocker.close();
    }
    expect(committed()).toEqual([]);
  });
});
