import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

// The data folder holds the database, its WAL, backups and the outbox's .eml files: sessions,
// token hashes, personal data and, in the .eml files, live sign-in and reset links. Only the
// account the server runs as may read them, whatever the umask says.

/** Folders we own (DATA_DIR, its outbox and backups) are 0700, including ones made by an older version. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Creates `file` empty with mode 0600 if missing, and narrows it to 0600 if it exists. */
export function ensurePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/** Mode for files we write whole (outbox .eml files). */
export const PRIVATE_FILE_MODE = 0o600;
