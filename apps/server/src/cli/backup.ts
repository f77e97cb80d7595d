import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files';

/** sqlite3_backup_step's page count meaning "every remaining page". */
const ALL_PAGES = 0x7fffffff;

export interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
}

/** Where `cli backup` writes when given no path: DATA_DIR/backups/app-<UTC time>.db. */
export function defaultBackupFile(dataDir: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return join(dataDir, 'backups', `app-${stamp}.db`);
}

/**
 * What `cli backup` says when DATABASE_URL is PostgreSQL: its server is backed up with its own
 * tools (pg_dump for a consistent snapshot while servers keep writing, or the host's continuous
 * archiving). The URL is named, never printed: it holds the password.
 */
export function postgresBackupAdvice(now: Date): string {
  const file = `spotlight-${now.toISOString().replace(/[:.]/g, '-')}.dump`;
  return [
    'backup: DATABASE_URL is PostgreSQL, which is backed up with its own tools; nothing was copied.',
    'A consistent snapshot, safe while the servers run (pg_dump of PostgreSQL 15 or newer):',
    `  pg_dump --format=custom --file=${file} "$DATABASE_URL"`,
    'Restored into an empty database with:',
    `  pg_restore --no-owner --dbname="$DATABASE_URL" ${file}`,
    "For point-in-time recovery use continuous WAL archiving (or your provider's backups).",
  ].join('\n');
}

/**
 * Online copy of a live database with SQLite's backup API, safe while the server keeps writing.
 * All pages are copied in one step, that is inside one read transaction: a consistent snapshot
 * that WAL lets writers work alongside (copied a few pages at a time, the backup would start over
 * whenever another connection commits, and might never finish on a busy server). The copy is
 * then switched to a rollback journal, so it is one self-contained file, and integrity-checked.
 */
export async function backupDatabase(
  source: Database.Database,
  file: string,
  opts: { /** The folder is DATA_DIR/backups: narrowed to 0700 even if it exists. */ ownFolder?: boolean } = {},
): Promise<BackupResult> {
  if (existsSync(file)) throw new Error(`${file} already exists; choose another file name`);
  // A backup holds everything the database does: owner-only. DATA_DIR/backups is ours to narrow;
  // a folder the operator named is only created that way, never changed (it may be /tmp).
  const folder = dirname(file);
  if (opts.ownFolder) ensurePrivateDir(folder);
  else mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Created empty with mode 0600 first, so the copy is never readable by others, even briefly.
  closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  const { totalPages } = await source.backup(file, { progress: () => ALL_PAGES });

  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`the backup failed its integrity check: ${String(integrity)}`);
  } finally {
    copy.close();
  }
  return { file, bytes: statSync(file).size, pages: totalPages };
}
