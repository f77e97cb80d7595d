import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock';
import { catalogueFile } from '../server';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { demoTerms, readCatalogue, seedStations, stationCount } from './seed';

const dirs: string[] = [];
const freshFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tvb-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'app.db');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('database', () => {
  it('migrates an empty file into every table, in WAL mode with foreign keys', () => {
    const db = openDatabase(freshFile());
    runMigrations(db);
    runMigrations(db); // idempotent
    const tables = db.$client.prepare("select name from sqlite_master where type='table'").pluck().all() as string[];
    for (const t of [
      'users',
      'sessions',
      'stations',
      'orders',
      'user_profiles',
      'badges',
      'user_badges',
      'notifications',
      'chat_queries',
      'admins',
      'admin_tokens',
      'outbox',
      'email_tokens',
      'audit_log',
    ]) {
      expect(tables).toContain(t);
    }
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.$client.pragma('temp_store', { simple: true })).toBe(2); // MEMORY
    db.$client.close();
  });

  it('seeds the catalogue once: a second seed adds nothing', async () => {
    const db = openDatabase(freshFile());
    runMigrations(db);
    const clock = fixedClock('2026-11-20T12:00:00Z');
    const rows = readCatalogue(catalogueFile);
    expect(await seedStations(db, clock, catalogueFile)).toBe(rows.length);
    expect(await seedStations(db, clock, catalogueFile)).toBe(0);
    expect(await stationCount(db)).toBe(rows.length);
    db.$client.close();
  });

  it('gives illustrative whole-dollar rates, about 15 % TBD, and a handful hidden', () => {
    const terms = readCatalogue(catalogueFile).map((r) => demoTerms(r.callLetters));
    const none = terms.filter((t) => t.rate === null).length / terms.length;
    expect(none).toBeGreaterThan(0.08);
    expect(none).toBeLessThan(0.25);
    expect(terms.every((t) => t.rate === null || Number.isInteger(t.rate))).toBe(true);
    const hidden = terms.filter((t) => t.isHidden).length;
    expect(hidden).toBeGreaterThanOrEqual(2);
    expect(hidden).toBeLessThanOrEqual(12);
  });
});
