import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokenVault, type SafeStorageLike } from './token-vault';

/** A stand-in for Electron's safeStorage: reversible, but never the plain text. */
function fakeSafeStorage(opts: { available?: boolean; backend?: string } = {}): SafeStorageLike & { encrypted: number } {
  const key = 0x5a;
  return {
    encrypted: 0,
    isEncryptionAvailable: () => opts.available ?? true,
    encryptString(plain) {
      this.encrypted++;
      return Buffer.from([0x01, ...Buffer.from(plain, 'utf8').map((b) => b ^ key)]);
    },
    decryptString(buf) {
      if (buf[0] !== 0x01) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(buf.subarray(1).map((b) => b ^ key)).toString('utf8');
    },
    getSelectedStorageBackend: () => opts.backend ?? 'gnome_libsecret',
  };
}

const SERVER = 'https://bookings.example.com';
let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'console-vault-'));
  file = join(dir, 'admin-token.bin');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('token vault', () => {
  it('stores the token encrypted and reads it back after a restart', () => {
    const safeStorage = fakeSafeStorage();
    createTokenVault({ file, safeStorage, platform: 'linux' }).set(SERVER, 'secret-token-123');
    expect(safeStorage.encrypted).toBe(1);
    expect(readFileSync(file).toString('latin1')).not.toContain('secret-token-123');
    expect(createTokenVault({ file, safeStorage, platform: 'linux' }).get(SERVER)).toBe('secret-token-123');
  });

  it('never hands a token to another server', () => {
    const vault = createTokenVault({ file, safeStorage: fakeSafeStorage(), platform: 'darwin' });
    vault.set(SERVER, 'secret-token-123');
    expect(vault.get('https://evil.example.com')).toBeNull();
    expect(vault.get(SERVER)).toBe('secret-token-123');
  });

  it('clear() removes the file and the cached token', () => {
    const vault = createTokenVault({ file, safeStorage: fakeSafeStorage(), platform: 'win32' });
    vault.set(SERVER, 't');
    vault.clear();
    expect(vault.get(SERVER)).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('reports encrypted, basic_text (Linux without a keyring) or memory-only protection', () => {
    expect(createTokenVault({ file, safeStorage: fakeSafeStorage(), platform: 'linux' }).protection()).toBe('encrypted');
    expect(createTokenVault({ file, safeStorage: fakeSafeStorage({ backend: 'basic_text' }), platform: 'linux' }).protection()).toBe('basic_text');
    // The backend question is Linux-only in Electron: never asked elsewhere.
    const mac = fakeSafeStorage({ backend: 'basic_text' });
    mac.getSelectedStorageBackend = () => {
      throw new Error('not available on this platform');
    };
    expect(createTokenVault({ file, safeStorage: mac, platform: 'darwin' }).protection()).toBe('encrypted');
    expect(createTokenVault({ file, safeStorage: fakeSafeStorage({ available: false }), platform: 'linux' }).protection()).toBe('memory-only');
  });

  it('without encryption keeps the token in memory only, never on disk', () => {
    const vault = createTokenVault({ file, safeStorage: fakeSafeStorage({ available: false }), platform: 'linux' });
    vault.set(SERVER, 'secret-token-123');
    expect(vault.get(SERVER)).toBe('secret-token-123');
    expect(existsSync(file)).toBe(false);
  });

  it('drops a file it cannot decrypt (keyring reset), so the operator signs in again', () => {
    writeFileSync(file, 'garbage');
    const vault = createTokenVault({ file, safeStorage: fakeSafeStorage(), platform: 'linux' });
    expect(vault.get(SERVER)).toBeNull();
    expect(existsSync(file)).toBe(false);
  });
});
