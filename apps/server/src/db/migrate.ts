import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';

/**
 * Finds the committed SQL migrations both from source (src/db) and from the bundle (dist):
 * `migrations` for SQLite, `migrations-pg` for PostgreSQL.
 */
export function migrationsFolder(name: 'migrations' | 'migrations-pg' = 'migrations'): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, name), join(here, 'db', name), join(here, '..', 'src', 'db', name)];
  const found = candidates.find((p) => existsSync(join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Applies every pending migration; safe to run at each start. */
export function runMigrations(db: Db): void {
  migrate(db, { migrationsFolder: migrationsFolder() });
}
