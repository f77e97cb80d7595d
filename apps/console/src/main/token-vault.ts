// The admin token, kept in the main process only and encrypted at rest with Electron's
// safeStorage (injected, so tests pass a fake). Bound to the server it was issued by: a token
// is never sent to another server.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { TokenProtection } from '../shared/bridge';
import { writeFileAtomic } from './atomic-file';

/** The part of Electron's safeStorage the vault uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only in Electron; 'basic_text' means no keyring: a hard-coded key protects the data. */
  getSelectedStorageBackend?(): string;
}

export interface TokenVault {
  /** The token for this server, or null. */
  get(serverUrl: string): string | null;
  set(serverUrl: string, token: string): void;
  clear(): void;
  protection(): TokenProtection;
}

interface Stored {
  serverUrl: string;
  token: string;
}

/** Creates the vault over `file` (binary: the encrypted JSON of { serverUrl, token }). */
export function createTokenVault(opts: { file: string; safeStorage: SafeStorageLike; platform: NodeJS.Platform }): TokenVault {
  const { file, safeStorage, platform } = opts;
  let cached: Stored | null | undefined;

  const protection = (): TokenProtection => {
    if (!safeStorage.isEncryptionAvailable()) return 'memory-only';
    if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') return 'basic_text';
    return 'encrypted';
  };

  const load = (): Stored | null => {
    if (cached !== undefined) return cached;
    cached = null;
    if (protection() === 'memory-only' || !existsSync(file)) return cached;
    try {
      const parsed = JSON.parse(safeStorage.decryptString(readFileSync(file))) as Partial<Stored>;
      if (typeof parsed.serverUrl === 'string' && typeof parsed.token === 'string' && parsed.token) {
        cached = { serverUrl: parsed.serverUrl, token: parsed.token };
      }
    } catch {
      // Undecryptable (keyring reset, other user, damaged file): the operator signs in again.
      rmSync(file, { force: true });
    }
    return cached;
  };

  return {
    get(serverUrl) {
      const stored = load();
      return stored && stored.serverUrl === serverUrl ? stored.token : null;
    },
    set(serverUrl, token) {
      cached = { serverUrl, token };
      // Without encryption the token stays in memory for this run only: never written in clear.
      if (protection() === 'memory-only') return;
      writeFileAtomic(file, safeStorage.encryptString(JSON.stringify(cached)));
    },
    clear() {
      cached = null;
      rmSync(file, { force: true });
    },
    protection,
  };
}
