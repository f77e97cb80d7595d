import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, DEFAULT_SETTINGS, sanitizeSettings } from './settings-store';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'console-settings-'));
  file = join(dir, 'settings.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('settings store', () => {
  it('starts with defaults when there is no file, and writes nothing until asked', () => {
    const store = createSettingsStore(file);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('persists updates across instances (a restart)', () => {
    const bounds = { x: 10, y: 20, width: 1200, height: 800, maximized: false };
    createSettingsStore(file).update({ serverUrl: 'https://bookings.example.com', window: bounds });
    createSettingsStore(file).update({ zoomLevel: 1 });
    expect(createSettingsStore(file).get()).toEqual({ serverUrl: 'https://bookings.example.com', window: bounds, zoomLevel: 1 });
  });

  it('writes atomically: no temporary files left, the file private to the user', () => {
    const store = createSettingsStore(file);
    for (let i = 0; i < 5; i++) store.update({ zoomLevel: i / 2 });
    expect(readdirSync(dir)).toEqual(['settings.json']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ zoomLevel: 2 });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('moves a damaged file aside and starts from defaults', () => {
    writeFileSync(file, '{"serverUrl": "https://a.example", ');
    const store = createSettingsStore(file);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(readFileSync(`${file}.corrupt`, 'utf8')).toContain('a.example');
  });

  it('returns copies, so callers cannot change the stored state by accident', () => {
    const store = createSettingsStore(file);
    const s = store.get();
    s.serverUrl = 'https://evil.example';
    expect(store.get().serverUrl).toBeNull();
  });
});

describe('sanitizeSettings', () => {
  it('keeps only well-formed values', () => {
    expect(sanitizeSettings({ serverUrl: 'file:///etc', window: { x: 1, y: 2, width: -5, height: 3 }, zoomLevel: 'big', extra: true })).toEqual(
      DEFAULT_SETTINGS,
    );
    expect(sanitizeSettings({ window: { x: -1920, y: 0, width: 800, height: 600, maximized: true }, zoomLevel: 40 })).toEqual({
      serverUrl: null,
      window: { x: -1920, y: 0, width: 800, height: 600, maximized: true },
      zoomLevel: 5,
    });
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});
