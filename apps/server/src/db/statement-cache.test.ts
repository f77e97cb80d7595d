import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

let sqlite: Database.Database;
afterEach(() => sqlite?.close());

function open(max?: number) {
  sqlite = new Database(':memory:');
  sqlite.exec('create table t (id integer primary key, name text)');
  cacheStatements(sqlite, max);
  return sqlite;
}

describe('cacheStatements', () => {
  it('hands out the same statement for the same SQL text, and a new one for another text', () => {
    const db = open();
    const a = db.prepare('select name from t where id = ?');
    expect(db.prepare('select name from t where id = ?')).toBe(a);
    expect(db.prepare('select id from t where id = ?')).not.toBe(a);
  });

  it('hands a statement out in its default mode whatever the last caller switched on', () => {
    const db = open();
    db.prepare('insert into t (id, name) values (?, ?)').run(1, 'one');
    const sql = 'select id, name from t where id = ?';
    expect(db.prepare(sql).raw().get(1)).toEqual([1, 'one']);
    expect(db.prepare(sql).get(1)).toEqual({ id: 1, name: 'one' });
    expect(db.prepare(sql).pluck().get(1)).toBe(1);
    expect(db.prepare(sql).get(1)).toEqual({ id: 1, name: 'one' });
    // Writers have no modes and are reused as they are.
    const insert = db.prepare('insert into t (id, name) values (?, ?)');
    expect(db.prepare('insert into t (id, name) values (?, ?)')).toBe(insert);
  });

  it('never hands out a statement that is still iterating', () => {
    const db = open();
    for (let i = 1; i <= 3; i++) db.prepare('insert into t (id, name) values (?, ?)').run(i, `n${i}`);
    const sql = 'select id from t order by id';
    const outer = db.prepare(sql);
    const seen: number[][] = [];
    for (const row of outer.pluck().iterate()) seen.push([row as number, ...(db.prepare(sql).pluck().all() as number[])]);
    expect(seen).toEqual([
      [1, 1, 2, 3],
      [2, 1, 2, 3],
      [3, 1, 2, 3],
    ]);
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // a is now the most recent
    db.prepare('select 3'); // drops b
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });
});
