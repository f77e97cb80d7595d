// The console's settings: a small JSON file in app.getPath('userData'), written atomically.
// No Electron import, so the tests run it on a temporary directory.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { writeFileAtomic } from './atomic-file';

export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface Settings {
  serverUrl: string | null;
  window: WindowBounds | null;
  /** Electron zoom level (0 is 100 %). */
  zoomLevel: number;
}

export const DEFAULT_SETTINGS: Settings = { serverUrl: null, window: null, zoomLevel: 0 };

export interface SettingsStore {
  get(): Settings;
  /** Merges the patch and writes the file at once (atomically). */
  update(patch: Partial<Settings>): Settings;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 100_000;

function parseBounds(v: unknown): WindowBounds | null {
  if (!v || typeof v !== 'object') return null;
  const b = v as Record<string, unknown>;
  if (!isInt(b.x) || !isInt(b.y) || !isInt(b.width) || !isInt(b.height) || b.width <= 0 || b.height <= 0) return null;
  return { x: b.x, y: b.y, width: b.width, height: b.height, maximized: b.maximized === true };
}

/** Keeps only well-formed values, so a hand-edited or older file cannot break the start. */
export function sanitizeSettings(raw: unknown): Settings {
  if (!raw || typeof raw !== 'object') return { ...DEFAULT_SETTINGS };
  const r = raw as Record<string, unknown>;
  return {
    serverUrl: typeof r.serverUrl === 'string' && /^https?:\/\//.test(r.serverUrl) ? r.serverUrl : null,
    window: parseBounds(r.window),
    zoomLevel: typeof r.zoomLevel === 'number' && Number.isFinite(r.zoomLevel) ? Math.max(-5, Math.min(5, r.zoomLevel)) : 0,
  };
}

/** Opens the settings file (missing: defaults; unreadable: moved aside to `.corrupt`, defaults). */
export function createSettingsStore(file: string): SettingsStore {
  let current: Settings = { ...DEFAULT_SETTINGS };
  if (existsSync(file)) {
    try {
      current = sanitizeSettings(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // Keep the damaged file for inspection instead of silently overwriting it.
      renameSync(file, `${file}.corrupt`);
    }
  }
  return {
    get: () => ({ ...current }),
    update(patch) {
      current = sanitizeSettings({ ...current, ...patch });
      writeFileAtomic(file, `${JSON.stringify(current, null, 2)}\n`);
      return { ...current };
    },
  };
}
