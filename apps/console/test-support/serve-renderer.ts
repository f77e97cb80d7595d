// Builds the console renderer in browser mode (fetch-based bridge) with Vite's JS API and
// serves the files to the page under a path of the test server's origin, so the page's
// API calls are same-origin, as the main process's are free of CORS in the app.
import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { loadVite, rendererConfig } from '../renderer.config';

export const CONSOLE_PATH = '/__console/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Builds the renderer into a temporary folder; returns it (delete with removeRenderer). */
export async function buildRenderer(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'console-renderer-'));
  const vite = await loadVite();
  await vite.build({ ...(await rendererConfig({ mode: 'browser', outDir })), configFile: false, logLevel: 'warn' });
  return outDir;
}

export function removeRenderer(outDir: string | undefined): void {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}

/** Answers requests for `${origin}/__console/*` from the build folder. */
export async function serveRenderer(page: Page, origin: string, outDir: string): Promise<void> {
  await page.route(`${origin}${CONSOLE_PATH}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(CONSOLE_PATH.length) || 'index.html';
    const file = normalize(join(outDir, decodeURIComponent(path)));
    if (!file.startsWith(outDir + sep)) return route.fulfill({ status: 403 });
    try {
      await route.fulfill({ status: 200, body: readFileSync(file), headers: { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' } });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
}
